import type { Messenger } from './messenger';
import { providerUnavailable } from './provider-error';

export type HttpSmsOptions = { url: string; key: string; timeoutMs?: number };

/** An SMS gateway that takes `POST {to, text}` as JSON with a bearer key and answers 2xx on acceptance. */
export function createHttpSmsSender(options: HttpSmsOptions): Pick<Messenger, 'sendSms'> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async sendSms(to, text) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ to, text }),
          // A redirect would replay a POST as GET or to another host; a gateway has no reason to send one.
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw providerUnavailable('sms_unknown_error', cause);
      }
      // Read the body either way so the connection returns to the pool.
      const reply = await response.text().catch(() => '');
      if (!response.ok) {
        throw providerUnavailable(
          'sms_unknown_error',
          new Error(`SMS provider answered ${response.status}: ${reply.slice(0, 200)}`),
        );
      }
    },
  };
}
