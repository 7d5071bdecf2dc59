import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createPubSubBus } from '../../lib/pubsub-bus';

/**
 * What happened in the chat, for every instance's sockets. A message carries its author's member id
 * (null for the host) so each socket can tell the reader's own messages; it never reaches a page.
 */
const storedMessage = z.object({
  id: z.number().int(),
  modelId: z.string(),
  kind: z.enum(['member', 'host']),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
const chatEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    message: storedMessage,
    authorId: z.number().int().nullable(),
    clientId: z.string().optional(),
  }),
  z.object({ kind: z.literal('deleted'), modelId: z.string(), id: z.number().int() }),
  /** Someone joined or left the room somewhere: instances with sockets there recount. */
  z.object({ kind: z.literal('presence'), modelId: z.string() }),
  z.object({
    kind: z.literal('mute'),
    memberId: z.number().int(),
    muted: z.boolean(),
    until: z.string().nullable(),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
export type StoredMessage = z.infer<typeof storedMessage>;

type Log = { warn(object: object, message: string): void };

const channel = 'lobby:chat';

function parseEvent(text: string): ChatEvent | null {
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fan-out of chat events, like the balance bus, on `lobby:chat`: a message sent on one instance reaches
 * sockets on all of them.
 */
export function createChatBus(options: { redis?: Redis | null; log?: Log } = {}) {
  const bus = createPubSubBus<ChatEvent>({ channel, parse: parseEvent, ...options });
  return { ...bus, publish: (event: ChatEvent) => bus.publish([event]) };
}

export type ChatBus = ReturnType<typeof createChatBus>;
