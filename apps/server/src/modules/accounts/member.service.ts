import { isAgentType, isTrialType, type BalanceValue, type MemberInfo } from '@lobby/contract/accounts';
import { readUnread } from '../inbox/inbox.repository';
import { countClaimable } from '../rewards/rewards.repository';
import { vipBadge } from '../vip/vip.service';
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

    /**
     * Product §3 member info. A trial account has no messages or rewards (product §6), so no badges.
     * The VIP label is the level's name in `language` (the request's).
     */
    async info(member: MemberRow, language = 'EN'): Promise<MemberInfo> {
      const trial = isTrialType(member.type);
      const [wallet, claimable, unread, vip] = await Promise.all([
        balance(member),
        trial
          ? 0
          : countClaimable(
              db,
              { id: member.id, createdAt: member.createdAt, agent: isAgentType(member.type) },
              new Date(deps.clock.now()),
            ),
        trial ? 0 : readUnread(db, member.id),
        vipBadge(db, settings, { id: member.id, trial }, language, deps.clock.now()),
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
        // What awaits the member's claim in the reward centre (its badges).
        availablePromoCount: claimable,
        // The member's VIP level (decision 0242), kept by the database as rounds and deposits count.
        ...vip,
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
