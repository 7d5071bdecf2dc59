import type { MemberInfo } from '@lobby/contract/accounts';
import { isFlagEnabled } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { useBalance } from '@/features/account/api/get-balance';
import { useMemberIcon } from '@/features/account/api/get-member-icon';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { useBalanceVisibility } from '@/features/account/hooks/use-balance-visibility';
import { MemberCentreLayout } from '@/features/member-centre/components/member-centre-layout';
import { useUpline } from '@/features/member-centre/api/get-upline';
import { memberMenu, resolveMemberPage, visibleMemberPages } from '@/features/member-centre/menu';
import { memberPages } from '../member-pages';
import { useBrand } from '@/features/system/api/get-brand';
import { useMerchantWallet } from '@/features/system/api/get-merchant-wallet';
import { usePermission } from '@/features/system/api/get-permission';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits, maskedAmount } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { memberPagePath } from '../paths';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

/** The demo brand's zone (GMT+8) until the brand configuration has answered. */
const fallbackOffsetMinutes = 480;

/** The wallet balance as the header shows it; member info's figure until the wallet answers. */
function useBalanceText(member: MemberInfo | undefined): string {
  const languageTag = useLanguageTag();
  const balance = useBalance().data;
  const { hidden } = useBalanceVisibility();
  if (hidden) return maskedAmount;
  if (balance) {
    const amount = formatMinorUnits(balance.balance, languageTag, { decimals: balance.decimals });
    return `${balance.currencySymbol} ${amount}`;
  }
  return member ? `${member.currencySymbol} ${formatMinorUnits(member.balance, languageTag)}` : '';
}

/**
 * MemberCenter group: /member?page={id} (login required, no trial accounts: requireMember). The
 * menu lists the pages the member-centre registry holds; ?page= picks one, securityCenter otherwise.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useMemberInfo();
  const iconUrl = useMemberIcon().data?.url ?? '';
  const offset = useBrand().data?.timeZoneOffsetMinutes ?? fallbackOffsetMinutes;
  // Read here rather than through useWhitelabelFlag, whose module would become one more shared chunk
  // listed in the home route's first download (scripts/bundle-size.mjs).
  const whitelabel = usePermission().data?.info.whitelabel;
  const referralEnabled = whitelabel ? isFlagEnabled(whitelabel, 'REFERRAL3') : false;
  const vipEnabled = whitelabel ? isFlagEnabled(whitelabel, 'VIP3') : undefined;
  const upline = useUpline();
  // A failed call offers the page: it explains itself when there is no upline.
  const hasUpline = upline.isError ? true : upline.data && upline.data.upline !== null;
  const singleWallet = useMerchantWallet().data?.isSingle;
  const requested = params.get('page');
  const pages = visibleMemberPages(
    memberPages,
    { referralEnabled, hasUpline, singleWallet, vipEnabled },
    requested,
  );
  const active = resolveMemberPage(requested, pages);
  const member = info.data;
  const balance = useBalanceText(member);
  useDocumentTitle(t(memberMenu[active].label));

  if (!member) {
    if (info.isError) {
      return (
        <div className="page">
          <h1 className="page__title">{t('member.title')}</h1>
          <div className="page__loading" role="alert">
            <p>{errorMessage(info.error, t)}</p>
            <button type="button" className="btn btn--outline btn--small" onClick={() => void info.refetch()}>
              {t('memberCentre.retry')}
            </button>
          </div>
        </div>
      );
    }
    return <MemberLoading title={t('member.title')} />;
  }

  return (
    <MemberCentreLayout
      member={member}
      iconUrl={iconUrl}
      timeZoneOffsetMinutes={offset}
      pages={pages}
      active={active}
      hrefOf={memberPagePath}
      balance={balance}
      registry={memberPages}
    />
  );
}
