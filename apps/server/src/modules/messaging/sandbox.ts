import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Messenger } from './messenger';

/** Keeps every message in the outbox table, where the demo's visitors and operators read them. */
export function createSandboxMessenger(db: Database): Messenger {
  return {
    async sendSms(to, text) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, body: text });
    },
    async sendEmail(to, subject, text) {
      await db.insert(outboxMessages).values({ channel: 'email', recipient: to, subject, body: text });
    },
  };
}
