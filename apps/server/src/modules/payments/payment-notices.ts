import type { Executor } from '../../db/client';
import type { SettingsStore } from '../system/settings.store';

/** What the member is told of their money, by the inbox (modules/inbox): a template and its words. */
export type PaymentNoticeTemplate = 'depositPaid' | 'withdrawalPaid' | 'withdrawalRejected';

/**
 * Writes a notice in the caller's transaction, so it exists exactly when the payment's change
 * committed. The payments work without one (the operator CLI's own tests, a brand without an inbox).
 */
export type PaymentNotify = (
  tx: Executor,
  memberId: number,
  template: PaymentNoticeTemplate,
  params: Record<string, string>,
) => Promise<void>;

/**
 * Minor units as the brand writes the amount ("1500.00"); the site formats it for the language. The
 * brand's decimals are read before the payment's transaction: on the embedded database a settings
 * read inside it would wait for the transaction that waits for it.
 */
export function amountText(decimals: number, minor: number): string {
  return (minor / 10 ** decimals).toFixed(decimals);
}

export const brandDecimals = async (settings: SettingsStore) =>
  (await settings.get('brand')).currency.decimals;
