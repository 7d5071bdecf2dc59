import {
  bgsPaths,
  clientSeedPattern,
  rotateSeedsValueSchema,
  seedsValueSchema,
  type RotateSeedsValue,
  type SeedsView,
} from '@lobby/contract/bgs';
import { useId, useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { ExternalIcon, RotateIcon } from '../../components/icons';
import { post } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { verifyHref } from '@lobby/contract/verify-link';
import type { BgsSession } from './bgs-session';
import './fairness-panel.css';

/**
 * Provably fair, for the player: the hash of the server seed committed before play, the client seed
 * they may change, the nonce, and a rotation that reveals the server seed so past rounds can be checked.
 */
export function FairnessPanel(props: {
  session: BgsSession;
  seeds: SeedsView;
  onSeeds: (seeds: SeedsView) => void;
}) {
  const { t, code } = useI18n();
  const { session, seeds, onSeeds } = props;
  const id = useId();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [previous, setPrevious] = useState<RotateSeedsValue['previous'] | null>(null);
  const valid = clientSeedPattern.test(clientSeed);
  const changed = clientSeed !== seeds.clientSeed;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      const text = session.failure(error);
      if (text) setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const saveClientSeed = () =>
    run(async () => {
      const value = await post(bgsPaths.clientSeed, { token: session.token, clientSeed }, seedsValueSchema);
      onSeeds(value.seeds);
      setMessage({ kind: 'ok', text: t('fairness.clientSeedSaved') });
    });

  const rotate = () =>
    run(async () => {
      const body = changed && valid ? { token: session.token, clientSeed } : { token: session.token };
      const value = await post(bgsPaths.rotateSeeds, body, rotateSeedsValueSchema);
      setPrevious(value.previous);
      onSeeds(value.seeds);
      setClientSeed(value.seeds.clientSeed);
      setMessage({ kind: 'ok', text: t('fairness.rotated') });
    });

  return (
    <div className="fairness">
      <p className="fairness__intro">{t('fairness.intro')}</p>

      <section className="fairness__block" aria-labelledby={`${id}-active`}>
        <h3 id={`${id}-active`} className="fairness__heading">
          {t('fairness.activePair')}
        </h3>
        <div className="fairness__item">
          <span className="field__label">{t('fairness.serverSeedHash')}</span>
          <div className="fairness__value">
            <code className="mono" data-testid="server-seed-hash">
              {seeds.serverSeedHash}
            </code>
            <CopyButton value={seeds.serverSeedHash} label={t('fairness.copyHash')} />
          </div>
        </div>
        <form
          className="fairness__item"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && changed && !busy) void saveClientSeed();
          }}
        >
          <label className="field__label" htmlFor={`${id}-client`}>
            {t('fairness.clientSeed')}
          </label>
          <div className="fairness__seed-row">
            <input
              id={`${id}-client`}
              className="input mono"
              value={clientSeed}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={valid ? undefined : true}
              aria-describedby={`${id}-client-hint`}
              onChange={(event) => setClientSeed(event.target.value)}
            />
            <button type="submit" className="btn" disabled={!valid || !changed || busy}>
              {t('fairness.save')}
            </button>
          </div>
          <span id={`${id}-client-hint`} className={valid ? 'field__hint' : 'fairness__invalid'}>
            {valid ? t('fairness.clientSeedHint') : t('errors.client_seed_invalid')}
          </span>
        </form>
        <div className="fairness__item fairness__item--inline">
          <span className="field__label">{t('fairness.nonce')}</span>
          <strong className="fairness__nonce" data-testid="nonce">
            {seeds.nonce}
          </strong>
        </div>
        <button
          type="button"
          className="btn btn--primary fairness__rotate"
          onClick={() => void rotate()}
          disabled={busy}
        >
          <RotateIcon />
          {t('fairness.rotate')}
        </button>
        <span className="field__hint">{t('fairness.rotateHint')}</span>
      </section>

      {message && (
        <div
          className={`notice notice--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </div>
      )}

      {previous && (
        <section
          className="fairness__block fairness__block--revealed"
          aria-labelledby={`${id}-previous`}
          data-testid="revealed-pair"
        >
          <h3 id={`${id}-previous`} className="fairness__heading">
            {t('fairness.previousPair')}
          </h3>
          <div className="fairness__item">
            <span className="field__label">{t('fairness.serverSeed')}</span>
            <div className="fairness__value">
              <code className="mono" data-testid="revealed-server-seed">
                {previous.serverSeed}
              </code>
              <CopyButton value={previous.serverSeed} label={t('fairness.copySeed')} />
            </div>
          </div>
          <div className="fairness__item">
            <span className="field__label">{t('fairness.serverSeedHash')}</span>
            <code className="mono">{previous.serverSeedHash}</code>
          </div>
          <div className="fairness__item fairness__item--inline">
            <span className="field__label">{t('fairness.clientSeed')}</span>
            <code className="mono">{previous.clientSeed}</code>
          </div>
          <div className="fairness__item fairness__item--inline">
            <span className="field__label">{t('fairness.roundsPlayed')}</span>
            <strong>{previous.nonce}</strong>
          </div>
          <a
            className="btn fairness__verify"
            href={verifyHref({
              game: session.state.game,
              serverSeed: previous.serverSeed,
              serverSeedHash: previous.serverSeedHash,
              clientSeed: previous.clientSeed,
              nonce: Math.max(0, previous.nonce - 1),
              lang: code,
            })}
            target="_blank"
            rel="noopener"
          >
            {t('fairness.verifyLast')}
            <ExternalIcon />
          </a>
        </section>
      )}

      <a
        className="fairness__link"
        href={verifyHref({ game: session.state.game, lang: code })}
        target="_blank"
        rel="noopener"
      >
        {t('fairness.openVerify')}
        <ExternalIcon />
      </a>
    </div>
  );
}
