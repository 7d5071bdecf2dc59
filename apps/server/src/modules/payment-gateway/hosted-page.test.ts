import { describe, expect, it } from 'vitest';
import { checkoutPage, formatBrandTime } from './hosted-page';
import type { GatewayPayment } from './sandbox-gateway';

const at = new Date('2026-11-27T15:40:00Z');
const payment: GatewayPayment = {
  id: 'sbx_00000000000000000000000000000000',
  merchantOrderId: 'D123',
  merchantName: 'Lucky Lobby',
  amount: 50_000,
  currency: 'PHP',
  description: '',
  returnUrl: '/member?page=depositv2',
  notifyUrl: '/notify',
  status: 'pending',
  createdAt: at,
  expiresAt: new Date('2026-11-27T16:10:00Z'),
  completedAt: null,
  notifiedAt: null,
  notifyAttempts: 0,
};

describe('the hosted payment page', () => {
  it("shows the expiry in the brand's time zone, named", () => {
    const html = checkoutPage(payment, false, 480);
    expect(html).toContain('Open until 2026-11-28 00:10 GMT+8.');
    expect(html).not.toContain('UTC');
  });

  it('names zones west of UTC, half-hour zones and UTC itself', () => {
    expect(formatBrandTime(at, -210)).toBe('2026-11-27 12:10 GMT-3:30');
    expect(formatBrandTime(at, 330)).toBe('2026-11-27 21:10 GMT+5:30');
    expect(formatBrandTime(at, 0)).toBe('2026-11-27 15:40 UTC');
  });

  it('shows no expiry on a finished payment', () => {
    expect(checkoutPage({ ...payment, status: 'paid' }, false, 480)).not.toContain('Open until');
  });
});
