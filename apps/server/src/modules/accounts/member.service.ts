import { isAgentType, isTrialType, type BalanceValue, type MemberInfo } from '@lobby/contract/accounts';
import { readActivePromotions } from '../content/content.repository';
import { readUnread } from '../inbox/inbox.repository';
import type { AccountDeps } from './deps';
import { mainWalletBalance, type MemberRow } from './members.repository';

export function createMemberService(deps: AccountDeps) {
  const { db, settings } = deps;

  async function balance(member: MemberRow): Promise<BalanceValue> {
    const { currency } = await settings.get('brand');
    return {
      balance: await mainWalletBalance(db, member.id),
      currency: currency.code,
      currencySymbol: currency.symbol,
      decimals: currency.decimals,
    };
  }

  return {
    balance,

    /** Product §3 member info. A trial account has no messages (product §6), so no badge either. */
    async info(member: MemberRow): Promise<MemberInfo> {
      const trial = isTrialType(member.type);
      const [wallet, promotions, unread] = await Promise.all([
        balance(member),
        readActivePromotions(db),
        trial ? 0 : readUnread(db, member.id),
      ]);
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname || member.account,
        type: member.type,
        isAgent: isAgentType(member.type),
        isTrial: isTrialType(member.type),
        balance: wallet.balance,
        currency: wallet.currency,
        currencySymbol: wallet.currencySymbol,
        unreadMessageCount: unread,
        availablePromoCount: isTrialType(member.type) ? 0 : promotions.length,
        vip: member.vipLevel > 0,
        vipLabel: member.vipLevel > 0 ? `VIP ${member.vipLevel}` : '',
        rankLevel: member.vipLevel,
        mobileNum: member.mobileNum ?? '',
        countryDialingCode: member.countryDialingCode ?? '',
        email: member.email ?? '',
        payeeName: member.profile.payeeName ?? '',
        referralCode: member.referralCode,
        registeredAt: member.createdAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        passwordChangeRequired: member.passwordSetBy !== 'self',
      };
    },

    icon(member: MemberRow) {
      return { url: `/img/avatar/${encodeURIComponent(member.account)}.svg` };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
