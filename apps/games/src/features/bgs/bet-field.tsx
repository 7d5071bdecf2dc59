import { AmountField } from '../../components/amount-field';
import { currencySymbol } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import type { BgsSession } from './bgs-session';

/** The bet of a round typed freely (dice, mines): within the game's stake limits, in the session's currency. */
export function BetField(props: {
  session: BgsSession;
  value: number | null;
  onChange: (minorUnits: number | null) => void;
  disabled: boolean;
}) {
  const { t, tag } = useI18n();
  const { state, money } = props.session;
  return (
    <AmountField
      label={t('common.bet')}
      value={props.value}
      onChange={props.onChange}
      min={state.stake.min}
      max={state.stake.max}
      decimals={state.decimals}
      currencySymbol={currencySymbol(state.currency, tag)}
      format={money}
      disabled={props.disabled}
    />
  );
}
