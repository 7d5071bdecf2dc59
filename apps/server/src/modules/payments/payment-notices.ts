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

/** Minor units as the brand writes the amount ("1500.00"); the site formats it for the language. */
export async function amountText(settings: SettingsStore, minor: number): Promise<string> {
  const { decimals } = (await settings.get('brand')).currency;
  return (minor / 10 ** decimals).toFixed(decimals);
}
