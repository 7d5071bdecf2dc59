import type { DiceRules as Rules } from '@lobby/contract/bgs';
import { HowToPlay, range, RulesFacts, type BgsRulesProps } from '../../../components/rules-parts';
import { formatPercent } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';

/** How dice plays and pays. */
export function DiceRules(props: BgsRulesProps<Rules>) {
  const { t, tag } = useI18n();
  const { rules, state, money } = props;
  return (
    <div>
      <HowToPlay>
        <li>{t('dice.rule1')}</li>
        <li>{t('dice.rule2')}</li>
        <li>{t('dice.rule3', { rtp: formatPercent(rules.rtpBasisPoints, tag) })}</li>
        <li>{t('dice.rule4', { amount: money(state.maxPayout) })}</li>
      </HowToPlay>
      <RulesFacts
        facts={[
          { label: t('rules.rtp'), value: formatPercent(rules.rtpBasisPoints, tag) },
          {
            label: t('dice.chanceRange'),
            value: range(formatPercent(rules.minWinChance, tag), formatPercent(rules.maxWinChance, tag)),
          },
          { label: t('rules.betRange'), value: range(money(state.stake.min), money(state.stake.max)) },
          { label: t('rules.maxWin'), value: money(state.maxPayout) },
        ]}
      />
    </div>
  );
}
