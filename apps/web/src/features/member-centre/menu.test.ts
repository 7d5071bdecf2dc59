import { describe, expect, it } from 'vitest';
import { memberInfo } from '@/test/api-responses';
import { memberMenu, resolveMemberPage, visibleMemberPages } from './menu';
import { memberPageIds } from './page-ids';
import { memberPageRegistry, type MemberPageComponent } from './pages';

const fake = {} as MemberPageComponent;

describe('member centre menu', () => {
  it('has a label and an icon for every page id of the product description', () => {
    expect(Object.keys(memberMenu).sort()).toEqual([...memberPageIds].sort());
  });

  it('badges the reward centre, VIP and messages with what awaits the member', () => {
    const member = memberInfo({ availablePromoCount: 2, vipClaimableCount: 1, unreadMessageCount: 3 });
    const badges = (['rewardCenter', 'vip', 'messageV2'] as const).map((id) =>
      memberMenu[id].badge?.(member),
    );
    expect(badges).toEqual([2, 1, 3]);
  });

  it('lists only the pages the registry holds, in menu order', () => {
    const registry = { messageV2: fake, securityCenter: fake, withdraw: fake };
    expect(visibleMemberPages(registry, { referralEnabled: true })).toEqual([
      'securityCenter',
      'withdraw',
      'messageV2',
    ]);
  });

  it('hides every page the real registry does not hold, and always has My account', () => {
    const visible = visibleMemberPages(memberPageRegistry, { referralEnabled: true, hasUpline: true });
    expect(visible).toContain('securityCenter');
    for (const id of memberPageIds) expect(visible.includes(id), id).toBe(Boolean(memberPageRegistry[id]));
  });

  it('shows invite friends only while the referral promotion is enabled', () => {
    const registry = { securityCenter: fake, referral: fake };
    expect(visibleMemberPages(registry, { referralEnabled: false })).toEqual(['securityCenter']);
    expect(visibleMemberPages(registry, { referralEnabled: true })).toEqual(['securityCenter', 'referral']);
  });

  it('offers the VIP page only while the brand runs VIP, and keeps a link to it while that is unknown', () => {
    const registry = { securityCenter: fake, vip: fake };
    const visible = (vipEnabled: boolean | undefined, requested: string | null = null) =>
      visibleMemberPages(registry, { referralEnabled: false, vipEnabled }, requested);
    expect(visible(true)).toEqual(['securityCenter', 'vip']);
    expect(visible(false, 'vip')).toEqual(['securityCenter']);
    expect(visible(undefined)).toEqual(['securityCenter']);
    expect(visible(undefined, 'vip')).toEqual(['securityCenter', 'vip']);
  });

  it('offers the transfer to upline only to a member who has an upline', () => {
    const registry = { securityCenter: fake, transferUpline: fake };
    expect(visibleMemberPages(registry, { referralEnabled: false, hasUpline: false })).toEqual([
      'securityCenter',
    ]);
    expect(visibleMemberPages(registry, { referralEnabled: false, hasUpline: true })).toEqual([
      'securityCenter',
      'transferUpline',
    ]);
    // Not known yet: hidden from the menu, but a link to the page is not sent elsewhere meanwhile.
    expect(visibleMemberPages(registry, { referralEnabled: false })).toEqual(['securityCenter']);
    expect(visibleMemberPages(registry, { referralEnabled: false }, 'transferUpline')).toEqual([
      'securityCenter',
      'transferUpline',
    ]);
    expect(
      visibleMemberPages(registry, { referralEnabled: false, hasUpline: false }, 'transferUpline'),
    ).toEqual(['securityCenter']);
  });

  it('does not offer the wallet page on a single-wallet brand, but a link to it still opens it', () => {
    const registry = { securityCenter: fake, transferFund: fake };
    expect(visibleMemberPages(registry, { referralEnabled: false })).toEqual([
      'securityCenter',
      'transferFund',
    ]);
    expect(visibleMemberPages(registry, { referralEnabled: false, singleWallet: false })).toEqual([
      'securityCenter',
      'transferFund',
    ]);
    expect(visibleMemberPages(registry, { referralEnabled: false, singleWallet: true })).toEqual([
      'securityCenter',
    ]);
    expect(
      visibleMemberPages(registry, { referralEnabled: false, singleWallet: true }, 'transferFund'),
    ).toEqual(['securityCenter', 'transferFund']);
  });

  it('picks the page ?page= names when listed, otherwise the default', () => {
    const visible = ['securityCenter', 'withdraw'] as const;
    expect(resolveMemberPage('withdraw', visible)).toBe('withdraw');
    expect(resolveMemberPage('depositv2', visible)).toBe('securityCenter');
    expect(resolveMemberPage('nonsense', visible)).toBe('securityCenter');
    expect(resolveMemberPage(null, visible)).toBe('securityCenter');
    expect(resolveMemberPage(null, ['withdraw'])).toBe('withdraw');
  });
});
