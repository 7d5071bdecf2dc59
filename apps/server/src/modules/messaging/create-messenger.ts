import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { createHttpSmsSender } from './http-sms';
import type { Messenger } from './messenger';
import { createSandboxMessenger } from './sandbox';
import { createSmtpSender } from './smtp';

export type MessagingConfig = Partial<
  Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_KEY' | 'SMTP_URL' | 'MAIL_FROM'>
>;

export type AppMessenger = Messenger & {
  /** Which channels still write to the outbox; the outbox route shows only these. */
  readonly sandbox: { readonly sms: boolean; readonly email: boolean };
  close(): void;
};

/**
 * Sandbox unless the real provider is configured, per channel: a site may send real e-mail while SMS
 * codes of the demo still land in the outbox.
 */
export function createMessenger(config: MessagingConfig, db: Database): AppMessenger {
  const sandbox = createSandboxMessenger(db);
  const sms =
    config.SMS_PROVIDER_URL && config.SMS_PROVIDER_KEY
      ? createHttpSmsSender({ url: config.SMS_PROVIDER_URL, key: config.SMS_PROVIDER_KEY })
      : null;
  const email =
    config.SMTP_URL && config.MAIL_FROM
      ? createSmtpSender({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : null;
  return {
    sendSms: (to, text) => (sms ?? sandbox).sendSms(to, text),
    sendEmail: (to, subject, text) => (email ?? sandbox).sendEmail(to, subject, text),
    sandbox: { sms: !sms, email: !email },
    close: () => email?.close(),
  };
}
