import { accountPaths, captchaValueSchema } from '@lobby/contract/accounts';
import { apiGet } from '@/lib/api-client';

/** A new captcha image as a data: URL; its answer stays on the server behind the cookie this call sets. */
export async function getCaptchaImage(signal?: AbortSignal): Promise<string> {
  const png = await apiGet(accountPaths.captcha, {}, captchaValueSchema, signal);
  return `data:image/png;base64,${png}`;
}
