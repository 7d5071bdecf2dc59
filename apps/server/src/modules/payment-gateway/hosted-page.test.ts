import { describe, expect, it } from 'vitest';
import { languages } from '@lobby/contract/languages';
import { checkoutPage, formatBrandTime, notFoundPage } from './hosted-page';
import { hostedPageLanguage } from './hosted-page-text';
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
    const html = checkoutPage(payment, false, 480).replace(/<[^>]+>/g, '');
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

  it("speaks the site's language, right to left for Urdu", () => {
    const urdu = checkoutPage(payment, false, 480, 'UR');
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('ادائیگی کی تصدیق کریں');
    expect(urdu).not.toContain('Confirm payment');
    // The form posts back in the same language.
    expect(urdu).toContain(`action="/sandbox-gateway/pay/${payment.id}?language=UR"`);
    const spanish = checkoutPage({ ...payment, status: 'paid' }, false, 480, 'es');
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain('Volver a <bdi>Lucky Lobby</bdi>');
    expect(notFoundPage('TH')).toContain('ไม่พบการชำระเงิน');
  });

  it('falls back to English for a language it does not know', () => {
    const html = checkoutPage(payment, false, 480, 'XX');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Confirm payment');
    expect(html).toContain('Pay <bdi>₱500.00</bdi>');
  });

  it('has every phrase, with its slots, in all 20 languages', () => {
    const english = hostedPageLanguage('EN').words;
    for (const { code } of languages) {
      const { words } = hostedPageLanguage(code);
      for (const [key, phrase] of Object.entries(words)) {
        expect(phrase.trim(), `${code} ${key}`).not.toBe('');
        const slots = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]);
        expect(slots(phrase), `${code} ${key}`).toEqual(slots(english[key as keyof typeof english]));
      }
      if (code !== 'EN') expect(words.confirmTitle, code).not.toBe(english.confirmTitle);
    }
  });
});
