import {
  bgsPaths,
  bgsStateValueSchema,
  type BgsGame,
  type BgsStateValue,
  type RoundFairness,
  type SeedsView,
} from '@lobby/contract/bgs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HistoryIcon, InfoIcon, ShieldIcon } from '../../components/icons';
import { Panel } from '../../components/panel';
import { TopBar, TopBarButton } from '../../components/top-bar';
import { isSessionLost, post } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { formatMoney, formatPercent } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { rememberRules } from '../../lib/rules-cache';
import type { BgsSession } from './bgs-session';
import { DiceGame } from './dice/dice-game';
import { DiceRules } from './dice/dice-rules';
import { FairnessPanel } from './fairness-panel';
import { MinesGame } from './mines/mines-game';
import { MinesRules } from './mines/mines-rules';
import { RoundsPanel } from './rounds-panel';
import { SlotGame } from './slot/slot-game';
import { SlotRules } from './slot/slot-rules';

const gameNames: Record<BgsGame, string> = {
  slot: 'games.slot',
  dice: 'games.dice',
  mines: 'games.mines',
};

type PanelName = 'rules' | 'fairness' | 'history';

/** The frame of every BGS Originals game: header, the game, its rules, fairness and history panels. */
export function BgsScreen(props: { token: string; initial: BgsStateValue; onSessionLost: () => void }) {
  const { t, tag } = useI18n();
  const { token, initial, onSessionLost } = props;
  const [balance, setBalance] = useState(initial.balance);
  const [seeds, setSeeds] = useState<SeedsView>(initial.seeds);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const game = initial.game;
  const name = t(gameNames[game]);

  useEffect(() => {
    document.title = `${name} · BGS Originals`;
    rememberRules(initial.rules);
  }, [name, initial.rules]);

  const format = useMemo(
    () => ({ currency: initial.currency, decimals: initial.decimals, tag }),
    [initial.currency, initial.decimals, tag],
  );
  const money = useCallback((minorUnits: number) => formatMoney(minorUnits, format), [format]);

  const failure = useCallback(
    (error: unknown) => {
      if (isSessionLost(error)) {
        onSessionLost();
        return null;
      }
      return errorText(error, t);
    },
    [onSessionLost, t],
  );

  const refreshBalance = useCallback(() => {
    post(bgsPaths.state, { token }, bgsStateValueSchema)
      .then((state) => {
        setBalance(state.balance);
        setSeeds(state.seeds);
      })
      .catch((error: unknown) => failure(error));
  }, [token, failure]);

  const roundPlayed = useCallback((fairness: RoundFairness) => {
    setSeeds((current) =>
      current.serverSeedHash === fairness.serverSeedHash
        ? { ...current, nonce: fairness.nonce + 1 }
        : current,
    );
    setRoundsVersion((v) => v + 1);
  }, []);

  const session: BgsSession = {
    token,
    state: initial,
    format,
    money,
    balance,
    setBalance,
    roundPlayed,
    refreshBalance,
    failure,
  };

  return (
    <div className={`game-shell game-shell--${game}`}>
      <TopBar title={name} studio="BGS Originals" balance={money(balance)}>
        <TopBarButton label={t('panels.rules')} icon={<InfoIcon />} onClick={() => setPanel('rules')} />
        <TopBarButton
          label={t('panels.fairness')}
          icon={<ShieldIcon />}
          onClick={() => setPanel('fairness')}
        />
        <TopBarButton
          label={t('panels.history')}
          icon={<HistoryIcon />}
          onClick={() => setPanel('history')}
        />
      </TopBar>

      <main className="game-main">
        {game === 'slot' && initial.rules.game === 'slot' && (
          <SlotGame session={session} rules={initial.rules} />
        )}
        {game === 'dice' && initial.rules.game === 'dice' && (
          <DiceGame session={session} rules={initial.rules} />
        )}
        {game === 'mines' && initial.rules.game === 'mines' && (
          <MinesGame session={session} rules={initial.rules} />
        )}
      </main>

      <footer className="game-footer">
        <button type="button" className="game-footer__fair" onClick={() => setPanel('fairness')}>
          <ShieldIcon />
          {t('fairness.badge')}
        </button>
        <span>{t('common.rtp', { rtp: formatPercent(Math.round(initial.rtp * 100), tag) })}</span>
        <span>{t('common.maxWin', { amount: money(initial.maxPayout) })}</span>
      </footer>

      {panel === 'rules' && (
        <Panel title={t('panels.rulesOf', { game: name })} onClose={() => setPanel(null)} wide>
          {initial.rules.game === 'slot' && <SlotRules rules={initial.rules} state={initial} money={money} />}
          {initial.rules.game === 'dice' && <DiceRules rules={initial.rules} state={initial} money={money} />}
          {initial.rules.game === 'mines' && (
            <MinesRules rules={initial.rules} state={initial} money={money} />
          )}
        </Panel>
      )}
      {panel === 'fairness' && (
        <Panel title={t('panels.fairness')} onClose={() => setPanel(null)}>
          <FairnessPanel session={session} seeds={seeds} onSeeds={setSeeds} />
        </Panel>
      )}
      {panel === 'history' && (
        <Panel title={t('panels.history')} onClose={() => setPanel(null)}>
          <RoundsPanel session={session} version={roundsVersion} />
        </Panel>
      )}
    </div>
  );
}
