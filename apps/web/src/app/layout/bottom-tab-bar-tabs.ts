import { isHomePath, memberPagePath, type MemberPage } from '../paths';

export type TabId = 'home' | 'promotions' | 'deposit' | 'rewards' | 'account';

export type Tab = {
  id: TabId;
  to: string;
  /** A member centre page: a guest is asked to log in instead of being sent round through /login. */
  memberPage?: MemberPage;
};

const memberTab = (id: TabId, page: MemberPage): Tab => ({ id, to: memberPagePath(page), memberPage: page });

/**
 * The phone tab bar's links, Deposit in the middle. Rewards joins only when the member centre has a
 * reward centre page: a menu shows only what exists.
 */
export function tabsFor({ rewardCentre }: { rewardCentre: boolean }): Tab[] {
  return [
    { id: 'home', to: '/' },
    { id: 'promotions', to: '/promotions' },
    memberTab('deposit', 'depositv2'),
    ...(rewardCentre ? [memberTab('rewards', 'rewardCenter')] : []),
    memberTab('account', 'securityCenter'),
  ];
}

/**
 * Which of the tabs the address belongs to. Every other member centre page is Account, and so is
 * one the bar has no tab for (the member centre shows its default page then).
 */
export function currentTab(tabs: readonly Tab[], pathname: string, search: string): TabId | null {
  if (isHomePath(pathname)) return 'home';
  if (pathname === '/promotions') return 'promotions';
  if (pathname !== '/member') return null;
  const page = new URLSearchParams(search).get('page');
  const own = tabs.find((tab) => tab.memberPage !== undefined && tab.memberPage === page);
  return own?.id ?? 'account';
}
