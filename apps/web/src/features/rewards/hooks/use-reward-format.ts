import { gameCategories, type GameCategory } from '@lobby/contract/games';
import type { ActivityRule, ActivityStatus, BonusState } from '@lobby/contract/rewards';
import type { ChipTone } from '@/components/ui/status-chip';
import { categoryKey } from '@/lib/category';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { usePlural } from '@/lib/plural';
import { useTranslation } from '@/lib/use-translation';

/* Keys stay literal so the locale test finds them. */
export const activityStatusChip: Record<ActivityStatus, { label: string; tone: ChipTone }> = {
  coming: { label: 'rewards.status.coming', tone: 'info' },
  join: { label: 'rewards.status.join', tone: 'teal' },
  applying: { label: 'rewards.status.applying', tone: 'pending' },
  process: { label: 'rewards.status.process', tone: 'info' },
  claim: { label: 'rewards.status.claim', tone: 'gold' },
  claimed: { label: 'rewards.status.claimed', tone: 'success' },
  issued: { label: 'rewards.status.issued', tone: 'success' },
  rejected: { label: 'rewards.status.rejected', tone: 'danger' },
  close: { label: 'rewards.status.close', tone: 'muted' },
  signed: { label: 'rewards.status.signed', tone: 'teal' },
};

export const bonusStateChip: Record<BonusState, { label: string; tone: ChipTone }> = {
  active: { label: 'bonuses.state.active', tone: 'info' },
  completed: { label: 'bonuses.state.completed', tone: 'success' },
  forfeited: { label: 'bonuses.state.forfeited', tone: 'muted' },
  expired: { label: 'bonuses.state.expired', tone: 'muted' },
  cancelled: { label: 'bonuses.state.cancelled', tone: 'danger' },
};

/** ₱ 1,234.50: the member's currency symbol and minor units, as the money pages write amounts. */
export function useMoney(currencySymbol: string): (minor: number) => string {
  const languageTag = useLanguageTag();
  return (minor) => `${currencySymbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

const isCategory = (name: string): name is GameCategory =>
  (gameCategories as readonly string[]).includes(name);

/** A rule in plain words: what it pays and for what, and the wagering its bonus asks. */
export function useRuleWording(money: (minor: number) => string) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const typeName = (name: string) => (isCategory(name) ? t(categoryKey[name]) : name);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 2 }).format(
      basisPoints / 10_000,
    );

  function pays(rule: ActivityRule): string[] {
    switch (rule.kind) {
      case 'depositMatch': {
        const match = t(rule.scope === 'first' ? 'rewards.rule.first' : 'rewards.rule.daily', {
          percent: rule.matchPercent,
          max: money(rule.maxBonus),
        });
        return rule.minDeposit > 0
          ? [match, t('rewards.rule.minDeposit', { amount: money(rule.minDeposit) })]
          : [match];
      }
      case 'registration':
        return [t('rewards.rule.signUp', { amount: money(rule.amount) })];
      case 'checkIn': {
        const top = Math.max(0, ...rule.amounts);
        return [
          t('rewards.rule.checkIn', {
            first: money(rule.amounts[0] ?? 0),
            top: money(top),
            day: rule.amounts.indexOf(top) + 1,
          }),
        ];
      }
      case 'rebate': {
        const rates = Object.entries(rule.rates)
          .filter(([, basisPoints]) => basisPoints > 0)
          .sort(([, a], [, b]) => b - a)
          .map(([name, basisPoints]) => `${typeName(name)} ${percent(basisPoints)}`);
        return [t('rewards.rule.rebate', { list: rates.join(', '), max: money(rule.maxBonus) })];
      }
      case 'cashback':
        return [
          t(rule.period === 'weekly' ? 'rewards.rule.cashbackWeekly' : 'rewards.rule.cashbackDaily', {
            percent: rule.percent,
            games:
              rule.gameTypes.length > 0
                ? rule.gameTypes.map(typeName).join(', ')
                : t('rewards.rule.allGames'),
            max: money(rule.maxBonus),
          }),
          ...(rule.minLoss > 0 ? [t('rewards.rule.minLoss', { amount: money(rule.minLoss) })] : []),
        ];
      case 'application':
        return [t('rewards.rule.application', { max: money(rule.maxBonus) })];
    }
  }

  return (rule: ActivityRule) => {
    const parts = pays(rule);
    if (rule.turnoverMultiple <= 0) parts.push(t('rewards.rule.noWagering'));
    else if (rule.kind === 'depositMatch' && rule.turnoverBase === 'bonusDeposit')
      parts.push(
        t('rewards.rule.wagerBonusDeposit', { multiple: rule.turnoverMultiple, days: rule.expiryDays }),
      );
    else parts.push(t('rewards.rule.wagerBonus', { multiple: rule.turnoverMultiple, days: rule.expiryDays }));
    // What each kind of game counts towards the wagering, largest share first.
    const counts = Object.entries(rule.contributions)
      .filter(([, share]) => share > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([name, share]) => `${typeName(name)} ${share}%`);
    return {
      rule: parts.join(' · '),
      counts:
        rule.turnoverMultiple > 0 && counts.length > 0
          ? t('rewards.rule.counts', { list: counts.join(', ') })
          : '',
    };
  };
}

/** hh:mm:ss under a day, "N days" beyond: the time left to claim. */
export function useCountdownWording() {
  const plural = usePlural();
  return (remainingMs: number) => {
    const seconds = Math.max(0, Math.floor(remainingMs / 1000));
    const days = Math.floor(seconds / 86_400);
    if (days >= 1) return plural(days, { one: 'rewards.days_one', other: 'rewards.days' });
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  };
}
