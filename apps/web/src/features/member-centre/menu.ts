import type { MemberInfo } from '@lobby/contract/accounts';
import type { IconName, IconShape } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { defaultMemberPage, memberPageIds, type MemberPageId } from './page-ids';
import type { MemberPageRegistry } from './pages';

type MenuEntry = {
  /** Translation key of the menu label, which is also the page's heading and tab title. */
  label: string;
  icon: IconName | IconShape;
  /** The count its badge shows (product §2: mission, message and reward items). */
  badge?: (member: MemberInfo) => number;
};

/* Keys stay literal here so the locale test finds them. */
export const memberMenu: Record<MemberPageId, MenuEntry> = {
  securityCenter: { label: 'memberCentre.menu.securityCenter', icon: shapes.user },
  transferFund: { label: 'memberCentre.menu.transferFund', icon: 'coins' },
  depositv2: { label: 'memberCentre.menu.depositv2', icon: 'deposit' },
  withdraw: { label: 'memberCentre.menu.withdraw', icon: 'withdraw' },
  transferUpline: { label: 'memberCentre.menu.transferUpline', icon: 'agent' },
  personalHistoryCopy: { label: 'memberCentre.menu.personalHistoryCopy', icon: 'dice' },
  transactionHistory: { label: 'memberCentre.menu.transactionHistory', icon: 'ticket' },
  personalProfit: { label: 'memberCentre.menu.personalProfit', icon: 'coins' },
  bonusDetails: { label: 'memberCentre.menu.bonusDetails', icon: shapes.star },
  rewardCenter: {
    label: 'memberCentre.menu.rewardCenter',
    icon: 'gift',
    badge: (member) => member.availablePromoCount,
  },
  vip: { label: 'vip.title', icon: 'crown', badge: (member) => member.vipClaimableCount },
  raffle: { label: 'raffle.title', icon: 'ticket' },
  referral: { label: 'memberCentre.menu.referral', icon: 'megaphone' },
  missionLeaderboard: {
    label: 'memberCentre.menu.missionLeaderboard',
    icon: 'trophy',
    // Member info carries no mission count yet; the missions page brings its own source.
    badge: () => 0,
  },
  messageV2: {
    label: 'memberCentre.menu.messageV2',
    icon: shapes.mail,
    badge: (member) => member.unreadMessageCount,
  },
};

export type MenuConditions = {
  /** Product §2: the invite-friends page depends on the referral promotion (whitelabel REFERRAL3). */
  referralEnabled: boolean;
  /**
   * Whether the member has an upline agent to transfer to (get-upline); undefined while that is
   * not known yet. A member without one is not offered "Transfer to upline".
   */
  hasUpline?: boolean;
  /**
   * GCS_merchantWallet isSingle; undefined while not known. A single-wallet brand has nothing to
   * transfer, so its menu does not offer the wallet page (the header shows the one balance).
   */
  singleWallet?: boolean;
  /**
   * Whether the brand runs VIP (whitelabel VIP3, on only when the brand has levels); undefined while
   * not known. The side menu's VIP entry follows the same flag.
   */
  vipEnabled?: boolean;
};

function isOffered(id: MemberPageId, conditions: MenuConditions): boolean {
  if (id === 'referral') return conditions.referralEnabled;
  if (id === 'transferUpline') return conditions.hasUpline === true;
  if (id === 'transferFund') return conditions.singleWallet !== true;
  if (id === 'vip') return conditions.vipEnabled === true;
  return true;
}

/**
 * The pages the menu lists, in menu order: those registered and offered. `requested` (?page=) stays
 * listed while its condition is still unknown, so a link to it does not fall back to another page
 * and then jump back when the answer comes.
 */
export function visibleMemberPages(
  registry: MemberPageRegistry,
  conditions: MenuConditions,
  requested: string | null = null,
): MemberPageId[] {
  return memberPageIds.filter(
    (id) =>
      Boolean(registry[id]) &&
      (isOffered(id, conditions) ||
        (id === requested && id === 'transferUpline' && conditions.hasUpline === undefined) ||
        (id === requested && id === 'vip' && conditions.vipEnabled === undefined) ||
        // A link to the wallet page still opens it: the page says the brand has one wallet.
        (id === requested && id === 'transferFund')),
  );
}

/** The page ?page= asks for when the menu lists it; otherwise the default page (or the first one). */
export function resolveMemberPage(requested: string | null, visible: readonly MemberPageId[]): MemberPageId {
  const found = visible.find((id) => id === requested);
  if (found) return found;
  return visible.includes(defaultMemberPage) ? defaultMemberPage : (visible[0] ?? defaultMemberPage);
}
