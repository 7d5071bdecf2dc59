import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { WalletIcon } from './icons';
import './top-bar.css';

/** The game's header: its name and studio, the balance, and the buttons that open its panels. */
export function TopBar(props: { title: string; studio: string; balance: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <header className="top-bar">
      <div className="top-bar__title">
        <span className="top-bar__studio">{props.studio}</span>
        <h1 className="top-bar__name">{props.title}</h1>
      </div>
      <div className="top-bar__balance" data-testid="balance-chip">
        <WalletIcon className="top-bar__wallet" />
        <span className="top-bar__balance-text">
          <span className="top-bar__balance-label">{t('common.balance')}</span>
          <output className="top-bar__balance-amount" aria-live="polite" data-testid="balance">
            {props.balance}
          </output>
        </span>
      </div>
      <nav className="top-bar__actions" aria-label={t('common.gameMenu')}>
        {props.children}
      </nav>
    </header>
  );
}

/** A header button: an icon with its name spelled out on wide screens and given to screen readers. */
export function TopBarButton(props: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--ghost top-bar__button"
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.icon}
      <span className="top-bar__button-label" aria-hidden="true">
        {props.label}
      </span>
    </button>
  );
}
