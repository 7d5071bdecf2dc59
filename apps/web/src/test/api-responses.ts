import type { MemberInfo } from '@lobby/contract/accounts';

/** A JSON response as the server sends one: any body, with a status. */
export function envelope(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's success envelope around a value. */
export function respond(value: unknown): Response {
  return envelope({ success: true, value, message: '' });
}

/**
 * A member as /wps/member/info describes one: Alice, a VIP player with an empty wallet. A test
 * overrides what it is about.
 */
export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'alice',
    nickname: 'Alice',
    type: 0,
    isAgent: false,
    isTrial: false,
    balance: 0,
    currency: 'PHP',
    currencySymbol: '₱',
    unreadMessageCount: 0,
    availablePromoCount: 0,
    vip: true,
    vipLabel: 'VIP 3',
    rankLevel: 3,
    vipClaimableCount: 0,
    mobileNum: '',
    countryDialingCode: '',
    email: '',
    payeeName: '',
    referralCode: '',
    registeredAt: '2024-01-01T00:00:00Z',
    lastLoginAt: null,
    passwordChangeRequired: false,
    ...overrides,
  };
}

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/**
 * A fetch for a signed-in screen: it answers the member's info, icon and balance, passes any other
 * call to `more`, and answers 404 to what neither knows.
 */
export function memberServer(info: MemberInfo, more: Answer = () => undefined): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    if (url === '/wps/member/info') return respond(info);
    if (url === '/wps/member/info/icon') return respond({ url: '' });
    if (url === '/wps/v2/wallets/balance') {
      const { balance, currency, currencySymbol } = info;
      return respond({ balance, currency, currencySymbol, decimals: 2 });
    }
    return more(url, init) ?? new Response('', { status: 404 });
  };
}

/** The server's refusal envelope: its message key and error code, with a 4xx status. */
export function refusal(message: string, code = 'BAD_REQUEST', status = 400): Response {
  return envelope({ success: false, value: null, message, code }, status);
}
