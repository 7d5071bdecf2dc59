import { bgsPaths, bgsRoundsValueSchema, type BgsRoundRecord } from '@lobby/contract/bgs';
import { useEffect, useState } from 'react';
import { ExternalIcon } from '../../components/icons';
import { post } from '../../lib/api';
import { formatMultiplier, formatRoll, formatTime } from '../../lib/format';
import { useI18n, type Translator } from '../../lib/i18n';
import { verifyHref } from '@lobby/contract/verify-link';
import type { BgsSession } from './bgs-session';
import './rounds-panel.css';

const pageSize = 20;

const statusKeys: Record<BgsRoundRecord['status'], string> = {
  pending: 'history.pending',
  open: 'history.open',
  settled: 'history.settled',
  rolled_back: 'history.rolledBack',
};

/** What a round drew, in a few words. */
function summary(round: BgsRoundRecord, translator: Translator): string {
  const { t, tag } = translator;
  switch (round.game) {
    case 'slot':
      return round.outcome.lineWins.length + (round.outcome.scatterWin ? 1 : 0) > 0
        ? t('history.slotWins', { count: round.outcome.lineWins.length + (round.outcome.scatterWin ? 1 : 0) })
        : t('history.slotNoWin');
    case 'dice':
      return t(round.outcome.direction === 'under' ? 'history.diceUnder' : 'history.diceOver', {
        roll: formatRoll(round.outcome.roll, tag),
        target: formatRoll(round.outcome.target, tag),
      });
    case 'mines':
      return t('history.mines', {
        mines: round.outcome.mines,
        gems: round.outcome.revealed.filter((tile) => !(round.outcome.mineTiles ?? []).includes(tile)).length,
      });
  }
}

function verifyLinkOf(round: BgsRoundRecord, lang: string) {
  const { fairness } = round;
  return verifyHref({
    game: round.game,
    serverSeed: fairness.serverSeed,
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: fairness.nonce,
    roundId: round.roundId,
    mines: round.game === 'mines' ? round.outcome.mines : undefined,
    direction: round.game === 'dice' ? round.outcome.direction : undefined,
    target: round.game === 'dice' ? round.outcome.target : undefined,
    lang,
  });
}

/** The player's recent rounds of this game with their fairness data; newest first, paged. */
export function RoundsPanel(props: { session: BgsSession; version: number }) {
  const translator = useI18n();
  const { t, tag, code } = translator;
  const { session, version } = props;
  const [rounds, setRounds] = useState<BgsRoundRecord[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const { token, state, failure, money } = session;

  useEffect(() => {
    let live = true;
    post(bgsPaths.rounds, { token, game: state.game, pageNo: page, pageSize }, bgsRoundsValueSchema)
      .then((value) => {
        if (!live) return;
        setRounds((current) => (page === 1 || !current ? value.list : [...current, ...value.list]));
        setTotal(value.total);
      })
      .catch((caught: unknown) => live && setError(failure(caught)));
    return () => {
      live = false;
    };
  }, [token, state.game, page, version, failure]);

  if (error)
    return (
      <div className="notice notice--error" role="alert">
        {error}
      </div>
    );
  if (!rounds)
    return (
      <div className="boot" role="status" aria-label={t('common.loading')}>
        <span className="boot__ring" />
      </div>
    );
  if (rounds.length === 0) return <p className="rounds__empty">{t('history.empty')}</p>;

  return (
    <div className="rounds">
      <ul className="rounds__list" data-testid="rounds-list">
        {rounds.map((round) => {
          const won = round.payout > 0;
          return (
            <li key={round.roundId} className="rounds__item" data-round-id={round.roundId}>
              <details>
                <summary className="rounds__summary">
                  <span className="rounds__main">
                    <span className="rounds__what">{summary(round, translator)}</span>
                    <span className="rounds__time">{formatTime(round.createdAt, tag)}</span>
                  </span>
                  <span className="rounds__money">
                    <span className="rounds__stake">{money(round.stake)}</span>
                    <span className={`rounds__payout${won ? ' rounds__payout--win' : ''}`}>
                      {round.status === 'settled' || round.status === 'open'
                        ? won
                          ? `+${money(round.payout)}`
                          : money(0)
                        : t(statusKeys[round.status])}
                    </span>
                    {won && round.stake > 0 && (
                      <span className="rounds__multiplier">
                        {formatMultiplier(Math.floor((round.payout * 10_000) / round.stake), tag)}
                      </span>
                    )}
                  </span>
                </summary>
                <dl className="rounds__fair">
                  <div>
                    <dt>{t('history.roundId')}</dt>
                    <dd className="mono">{round.roundId}</dd>
                  </div>
                  <div>
                    <dt>{t('fairness.serverSeedHash')}</dt>
                    <dd className="mono">{round.fairness.serverSeedHash}</dd>
                  </div>
                  <div>
                    <dt>{t('fairness.clientSeed')}</dt>
                    <dd className="mono">{round.fairness.clientSeed}</dd>
                  </div>
                  <div>
                    <dt>{t('fairness.nonce')}</dt>
                    <dd>{round.fairness.nonce}</dd>
                  </div>
                  <div>
                    <dt>{t('fairness.serverSeed')}</dt>
                    <dd className="mono">{round.fairness.serverSeed ?? t('history.notRevealed')}</dd>
                  </div>
                </dl>
                <a
                  className="btn btn--small rounds__verify"
                  href={verifyLinkOf(round, code)}
                  target="_blank"
                  rel="noopener"
                >
                  {round.fairness.serverSeed ? t('history.verify') : t('history.verifyLater')}
                  <ExternalIcon />
                </a>
              </details>
            </li>
          );
        })}
      </ul>
      {rounds.length < total && (
        <button type="button" className="btn rounds__more" onClick={() => setPage((p) => p + 1)}>
          {t('history.more')}
        </button>
      )}
    </div>
  );
}
