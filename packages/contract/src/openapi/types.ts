import * as z from 'zod/mini';

/*
 * The registry of the API's calls that the OpenAPI description is generated from (docs/api.md). It
 * is data only: the server turns it into the document (apps/server/src/modules/openapi), and a server
 * test fails when the server routes a call under /wps that is not here. The site never imports it,
 * so none of this reaches its bundle.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call an operation; the server's guards and the test's route classes
 * (apps/server/test/route-classes.ts) use the same words.
 *
 * - public: anyone.
 * - session: any live member session (`Authorization: Bearer <token>`), trial accounts included.
 * - member: a real account's session; a trial account is refused 403 `in_need_true_account`.
 * - agent: an agent's or sub-agent's session; other accounts are refused 403 `agents_only`.
 * - vendorSignature: a game vendor's signed server-to-server call (seamless wallet headers).
 * - gatewaySignature: the payment gateway's signed notification.
 * - providerToken: the game provider's session token, sent in the JSON body by the game page.
 * - chatToken: the chat room's token (from the chat launch), sent in the JSON body by the chat page.
 */
export const accessLevels = [
  'public',
  'session',
  'member',
  'agent',
  'vendorSignature',
  'gatewaySignature',
  'providerToken',
  'chatToken',
] as const;
export type Access = (typeof accessLevels)[number];

/** One line per access level, for the document and the reference page. */
export const accessNotes: Record<Access, string> = {
  public: 'Public: no session needed.',
  session:
    'Any member session (`Authorization: Bearer <token>` from the login), trial accounts included; without one 401.',
  member:
    'A real account’s session (`Authorization: Bearer <token>`); without one 401, a trial account 403 `in_need_true_account`.',
  agent:
    'An agent’s session (`Authorization: Bearer <token>`); without one 401, any other account 403 `agents_only`.',
  vendorSignature:
    'A game vendor’s signed call: `x-seamless-vendor`, `x-seamless-timestamp` (Unix seconds, at most 300 s off) and `x-seamless-signature` = hex HMAC-SHA256(vendor secret, `${timestamp}.${raw body}`); a bad signature 401.',
  gatewaySignature:
    'The payment gateway’s signed notification: `x-sandbox-timestamp` (Unix seconds) and `x-sandbox-signature` = hex HMAC-SHA256(merchant secret, `${timestamp}.${raw body}`).',
  providerToken:
    'The game provider’s session token, in the JSON body (`token`), as the launch URL gave it to the game page; a site session grants nothing here.',
  chatToken:
    'The chat token of the chat launch’s `chatUrl`, in the JSON body (`token`); a site session grants nothing here.',
};

/**
 * The module an operation belongs to; the document's tags, in the order the reference shows them.
 */
export const tags = [
  { name: 'system', description: 'Site status, configuration and brand, read at start and before login.' },
  { name: 'content', description: 'Banners, announcements and promotions.' },
  { name: 'games', description: 'The game catalogue: vendor lanes, game lists, card rooms, winners.' },
  {
    name: 'security',
    description: 'What a client needs before a login: the sealing key, challenges, captcha.',
  },
  { name: 'accounts', description: 'Login, registration, the member and their security settings.' },
  {
    name: 'wallet',
    description: 'Balances, vendor wallet transfers, upline and downline transfers, records.',
  },
  { name: 'payments', description: 'Deposits through a payment gateway and withdrawals to bound accounts.' },
  { name: 'bets', description: 'The member’s own betting record and personal profit and loss.' },
  { name: 'agent-team', description: 'The agent centre: an agent’s downline, its bets, losses and money.' },
  { name: 'game-launch', description: 'Launching a vendor game and the member’s recent games.' },
  { name: 'favourites', description: 'The member’s favourite games.' },
  { name: 'lottery', description: 'The lottery: menus, draws, rules, bets and the lobby launch.' },
  { name: 'live-chat', description: 'Live-chat hosts, launching a chat room and the room’s history.' },
  { name: 'inbox', description: 'The member’s platform messages, and feedback from anyone.' },
  {
    name: 'rewards',
    description: 'The reward centre: activities a member qualifies for, claims, bonuses and their wagering.',
  },
  {
    name: 'points',
    description:
      'The points mall: points earned from settled bets, the catalogue, redemptions, conversion and the points details.',
  },
  {
    name: 'provider',
    description: 'The game provider’s own calls (vendor emulator), made by its game page with its token.',
  },
  {
    name: 'bgs',
    description:
      'The in-house provably-fair games (BGS Originals), made by their pages with the provider token.',
  },
  {
    name: 'seamless-wallet',
    description:
      'What a game vendor calls on the platform to authenticate players and settle rounds. It answers in the aggregator’s dialect (`status`), not the envelope.',
  },
] as const;
export type Tag = (typeof tags)[number]['name'];

/** What a successful call answers. */
export type Answer =
  /** The site's envelope `{success: true, value, message}`; `message` a translation key when set. */
  | { kind: 'envelope'; value: z.core.$ZodType; message?: string }
  /** A 302 to another address (a browser navigation, never an API client). */
  | { kind: 'redirect'; description: string }
  /** Bytes of one of these media types. */
  | { kind: 'bytes'; contentTypes: readonly string[]; description: string }
  /** The seamless wallet's own dialect: this schema on 200, 400, 401 and 500 alike. */
  | { kind: 'seamless'; schema: z.core.$ZodType };

export type Operation = {
  /** The operationId; an operation of several methods gets the method appended for each but the first. */
  id: string;
  tag: Tag;
  methods: readonly HttpMethod[];
  /** As the server routes it (the contract's `*Paths` constants), `:name` for a path parameter. */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /**
   * What the route passes to parseInput: the query string for GET, the JSON body otherwise. Calls
   * listed in `sealedPaths` take it sealed (the generator says so).
   */
  input?: z.core.$ZodType;
  /** Path parameters; the server checks them by hand, so these schemas describe, they do not parse. */
  params?: z.core.$ZodType;
  /** The body may also be an HTML form (application/x-www-form-urlencoded) with the same fields. */
  form?: boolean;
  /** The input's fields may come in the query string instead (a DELETE many clients send bodiless). */
  queryToo?: boolean;
  answer: Answer;
};

/** The envelope of a successful call whose value carries nothing (`value: null`). */
export const noValueSchema = z.null();

export const ok = (value: z.core.$ZodType, message?: string): Answer =>
  message === undefined ? { kind: 'envelope', value } : { kind: 'envelope', value, message };

/** Relays and reads: GET with a query string, or POST with the same fields as a JSON body. */
export const read = ['GET', 'POST'] as const satisfies readonly HttpMethod[];
