import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Image captchas: the id travels in an http-only cookie, the answer stays here as a hash. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
});

/** Nonces of sealed payloads and solved challenges, kept until they expire so none is used twice. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Secrets the server makes on first start and every instance shares (RSA key pair, HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
