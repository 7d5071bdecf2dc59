import { createContext, useContext } from 'react';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';

/**
 * What the agent centre's pages read of the app (the wallet and the brand belong to other
 * features): the agent's main wallet and the brand's time zone, handed in by the route.
 */
export type AgentCentreContext = {
  /** Minor units; null until the wallet has answered. */
  balance: number | null;
  currencySymbol: string;
  decimals: number;
  timeZoneOffsetMinutes: number;
};

export const AgentCentreContext = createContext<AgentCentreContext>({
  balance: null,
  currencySymbol: '',
  decimals: 2,
  timeZoneOffsetMinutes: 0,
});

export function useAgentCentre() {
  return useContext(AgentCentreContext);
}

/** Minor units written as the agent's own balance is: its currency's symbol and decimals. */
export function moneyText(
  minor: number,
  { currencySymbol, decimals }: Pick<AgentCentreContext, 'currencySymbol' | 'decimals'>,
  languageTag: string,
): string {
  return `${currencySymbol}\u00a0${formatMinorUnits(minor, languageTag, { decimals })}`.trim();
}

export function useMoneyText() {
  const languageTag = useLanguageTag();
  const context = useAgentCentre();
  return (minor: number) => moneyText(minor, context, languageTag);
}
