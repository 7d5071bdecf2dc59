/**
 * How the platform reaches a person: SMS to a full international number (+63 9171234567) and plain
 * text e-mail. Adapters: the sandbox ones keep messages in the outbox; the real ones are an HTTP SMS
 * provider and SMTP (nodemailer).
 */
export type Messenger = {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string): Promise<void>;
};
