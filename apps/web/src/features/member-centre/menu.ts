import type { MemberInfo } from '@lobby/contract/accounts';
import type { IconName, IconShape } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { defaultMemberPage, memberPageIds, type MemberPageId } from './page-ids';
import type { MemberPageRegistry } from './pages';

type MenuEntry = {
  /** Translation key of the menu label, which is also the page's heading and tab title. */
  label: string;
  icon: IconName | IconShape;
  /** The count its badge shows (spec §2: mission, message and reward items). */
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
  /** Spec §2: the invite-friends page depends on the referral promotion (whitelabel REFERRAL3). */
  referralEnabled: boolean;
};

/** The pages the menu lists, in menu order: those registered, and referral only when enabled. */
export function visibleMemberPages(registry: MemberPageRegistry, conditions: MenuConditions): MemberPageId[] {
  return memberPageIds.filter(
    (id) => Boolean(registry[id]) && (id !== 'referral' || conditions.referralEnabled),
  );
}

/** The page ?page= asks for when the menu lists it; otherwise the default page (or the first one). */
export function resolveMemberPage(requested: string | null, visible: readonly MemberPageId[]): MemberPageId {
  const found = visible.find((id) => id === requested);
  if (found) return found;
  return visible.includes(defaultMemberPage) ? defaultMemberPage : (visible[0] ?? defaultMemberPage);
}
