import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../use-document-title';
import { MemberLoading } from './member-loading';

const lotteryTitleKey = {
  '/lottery': 'lottery.title',
  '/seaLottery': 'lottery.sea',
  '/vnLottery': 'lottery.vietnam',
} as const;

/** Lottery group: /lottery, /seaLottery, /vnLottery (login required, no side menu). */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(lotteryTitleKey[pathname as keyof typeof lotteryTitleKey] ?? lotteryTitleKey['/lottery']);
  useDocumentTitle(title);
  return <MemberLoading title={title} />;
}
