import type { BgsStateValue } from '@lobby/contract/bgs';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

/* The sections every game's rules panel has, so the panels differ only in what is theirs. */

/** What a BGS game's rules panel is given: its rules, the launch state (stakes, caps) and the money format. */
export type BgsRulesProps<Rules> = {
  rules: Rules;
  state: BgsStateValue;
  money: (minorUnits: number) => string;
};

/** "How to play": the game's own rules (list items), then the malfunction clause every game ends with. */
export function HowToPlay({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="rules-section">
      <h3>{t('rules.howToPlay')}</h3>
      <ul>
        {children}
        <li>{t('rules.malfunction')}</li>
      </ul>
    </section>
  );
}

/** The key figures (return to player, bet range, ...) as labelled tiles, in the order given. */
export function RulesFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <section className="rules-section">
      <dl className="rules-facts">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "from – to", as a range figure reads. */
export const range = (from: string, to: string) => `${from} – ${to}`;
