import { createTransport } from 'nodemailer';
import type { Messenger } from './messenger';
import { providerUnavailable } from './provider-error';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  url: string;
  from: string;
  timeoutMs?: number;
};

/** Plain-text e-mail through an SMTP server (nodemailer). */
export function createSmtpSender(options: SmtpOptions): Pick<Messenger, 'sendEmail'> & { close(): void } {
  const timeoutMs = options.timeoutMs ?? 15_000;
  // nodemailer's defaults wait minutes for a silent server; a user is waiting on this request.
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async sendEmail(to, subject, text) {
      try {
        await transport.sendMail({ from: options.from, to, subject, text });
      } catch (cause) {
        throw providerUnavailable('email_unknown_error', cause);
      }
    },
    close: () => transport.close(),
  };
}
