import { accountPaths, captchaValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';

/**
 * A new captcha image as a data: URL. The answer stays on the server, tied to an http-only cookie
 * that this same call sets; the next login or feedback sends what the member read.
 */
export async function getCaptchaImage(signal?: AbortSignal): Promise<string> {
  const png = await apiGet(accountPaths.captcha, {}, captchaValueSchema, signal);
  return `data:image/png;base64,${png}`;
}
