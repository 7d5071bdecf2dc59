import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { chatModelStatuses } from './live-chat.ts';

/*
 * What CBS_modelList and CBS_launchChat take (live-chat.ts has the paths and answers). Apart, like
 * wallet-requests.ts, because only the server parses them: the site builds its requests from the types.
 */

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/**
 * CBS_modelList (public; POST JSON or GET query). Online models come first, then the brand's order.
 * `speaks` keeps models speaking a language (spec codes, EN); `tag` models with a tag; `language` is
 * the reader's, for the bio.
 */
export const modelListQuerySchema = z.object({
  status: z._default(z.enum(chatModelStatuses), 'ALL'),
  speaks: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(8))),
  tag: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40))),
  pageNo: pageNumber(1_000, 1),
  pageSize: pageNumber(50, 20),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
});
export type ModelListQuery = z.infer<typeof modelListQuerySchema>;

/**
 * CBS_launchChat (POST): a real account only (a visitor 401 `not_logged_in`, a trial 403
 * `in_need_true_account`); an unknown or disabled model 404 `chat_model_not_found`. A chat may be
 * opened while the host is offline: the room stays open to members.
 */
export const launchChatRequestSchema = z.object({
  modelId: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40)),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
});
export type LaunchChatRequest = z.infer<typeof launchChatRequestSchema>;
