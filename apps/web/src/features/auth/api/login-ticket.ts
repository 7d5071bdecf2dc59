import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { apiSend } from '@/lib/api-client';

/** A third-party login comes back with a one-time ticket (`/?loginTicket=`), exchanged here for a login. */
export function redeemLoginTicket(ticket: string) {
  return apiSend('POST', accountPaths.loginTicket, { ticket }, loginValueSchema);
}
