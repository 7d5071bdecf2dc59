import {
  bgsPaths,
  verifyRoundValueSchema,
  verifyValueSchema,
  type SlotOutcome,
  type VerifyRequest,
  type VerifyRoundValue,
  type VerifyValue,
} from '@lobby/contract/bgs';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, CrossIcon, ShieldIcon } from '../../components/icons';
import { post } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { recomputeDice, recomputeMines, recomputeSlot } from '../../lib/fair/bgs-outcomes';
import { digestEngine, sha256Hex } from '../../lib/fair/digest';
import { useI18n } from '../../lib/i18n';
import { recallRules } from '../../lib/rules-cache';
import { formFromParams, requestOf, sameData, type FormErrors, type VerifyForm } from './verify-form';
import { OutcomeView, type Outcome } from './outcome-view';
import './verify.css';

type Checked = {
  request: VerifyRequest;
  hash: string;
  /** Null for a slot when this browser has not been told the reels (see rules-cache). */
  local: Outcome | null;
  server: { ok: true; value: VerifyValue } | { ok: false; message: string };
  round: { ok: true; value: VerifyRoundValue } | { ok: false; message: string } | null;
  engine: 'webcrypto' | 'javascript';
};

async function recomputeLocally(request: VerifyRequest): Promise<Outcome | null> {
  const input = { serverSeed: request.serverSeed, clientSeed: request.clientSeed, nonce: request.nonce };
  switch (request.game) {
    case 'dice': {
      const rules = recallRules('dice');
      const bet =
        request.direction && request.target !== undefined
          ? { direction: request.direction, target: request.target }
          : undefined;
      const result = await recomputeDice(input, bet, rules ?? undefined);
      return { game: 'dice', roll: result.roll, outcome: result.outcome };
    }
    case 'mines':
      return {
        game: 'mines',
        mines: request.mines ?? 0,
        mineTiles: await recomputeMines(input, request.mines ?? 0),
      };
    case 'slot': {
      const rules = recallRules('slot');
      return rules ? { game: 'slot', outcome: await recomputeSlot(input, rules) } : null;
    }
  }
}

/** What both sides computed, as comparable data. */
function serverOutcome(value: VerifyValue): Outcome {
  switch (value.game) {
    case 'dice':
      return { game: 'dice', roll: value.roll, outcome: value.outcome };
    case 'mines':
      return { game: 'mines', mines: value.mines, mineTiles: value.mineTiles };
    case 'slot':
      return { game: 'slot', outcome: value.outcome as SlotOutcome };
  }
}

/**
 * The public verify page: from a server seed, a client seed and a nonce it recomputes a round twice,
 * once in this browser (WebCrypto, or plain JavaScript where the page is not a secure context) and
 * once by the provider's public verify call, and shows that both agree; the SHA-256 of the seed is
 * shown to compare with the hash the game showed before play.
 */
export function VerifyPage({ params }: { params: URLSearchParams }) {
  const { t } = useI18n();
  const id = useId();
  const [form, setForm] = useState<VerifyForm>(() => formFromParams(params));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const results = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = `${t('verify.title')} · BGS Originals`;
  }, [t]);

  /** Checks what the form says; after a submit, focus moves to the results for screen readers. */
  async function run(current: VerifyForm, moveFocus = true) {
    const parsed = requestOf(current);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const { request } = parsed;
    const [hash, local, server, round] = await Promise.all([
      sha256Hex(request.serverSeed),
      recomputeLocally(request).catch(() => null),
      post(bgsPaths.verify, request, verifyValueSchema).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, message: errorText(error, t) }),
      ),
      current.roundId.trim()
        ? post(bgsPaths.verifyRound, { roundId: current.roundId.trim() }, verifyRoundValueSchema).then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, message: errorText(error, t) }),
          )
        : Promise.resolve(null),
    ]);
    setChecked({ request, hash, local, server, round, engine: digestEngine() });
    setBusy(false);
    if (moveFocus) results.current?.focus();
  }

  // A link from a game arrives filled in: check at once.
  const initial = useRef(form);
  useEffect(() => {
    const prefilled = initial.current;
    if (prefilled.serverSeed && prefilled.clientSeed && prefilled.nonce) void run(prefilled, false);
    // Runs once for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const set = <K extends keyof VerifyForm>(key: K, value: VerifyForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const fieldError = (key: keyof FormErrors) =>
    errors[key] ? (
      <span id={`${id}-${key}-error`} className="verify__error" role="alert">
        {t(errors[key]!)}
      </span>
    ) : null;
  const describedBy = (key: keyof FormErrors) => (errors[key] ? `${id}-${key}-error` : undefined);

  const serverValue = checked?.server.ok ? serverOutcome(checked.server.value) : null;
  const agree = checked && checked.local && serverValue ? sameData(checked.local, serverValue) : null;
  const expectedHash = checked ? form.hash.trim().toLowerCase() : '';

  return (
    <div className="verify">
      <header className="verify__header">
        <span className="verify__badge">
          <ShieldIcon />
        </span>
        <div>
          <span className="verify__studio">BGS Originals</span>
          <h1 className="verify__title">{t('verify.title')}</h1>
          <p className="verify__intro">{t('verify.intro')}</p>
        </div>
      </header>

      <div className={`verify__layout${checked ? ' verify__layout--checked' : ''}`}>
        <form
          className="verify__form game-card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run(form);
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-game`}>
              {t('verify.game')}
            </label>
            <select
              id={`${id}-game`}
              className="input"
              value={form.game}
              onChange={(event) => set('game', event.target.value as VerifyForm['game'])}
            >
              <option value="slot">{t('games.slot')}</option>
              <option value="dice">{t('games.dice')}</option>
              <option value="mines">{t('games.mines')}</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-server`}>
              {t('fairness.serverSeed')}
            </label>
            <input
              id={`${id}-server`}
              className="input mono"
              value={form.serverSeed}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={errors.serverSeed ? true : undefined}
              aria-describedby={describedBy('serverSeed')}
              onChange={(event) => set('serverSeed', event.target.value)}
            />
            {fieldError('serverSeed')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-hash`}>
              {t('verify.expectedHash')}
            </label>
            <input
              id={`${id}-hash`}
              className="input mono"
              value={form.hash}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => set('hash', event.target.value)}
            />
            <span className="field__hint">{t('verify.expectedHashHint')}</span>
          </div>
          <div className="verify__row">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-client`}>
                {t('fairness.clientSeed')}
              </label>
              <input
                id={`${id}-client`}
                className="input mono"
                value={form.clientSeed}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={errors.clientSeed ? true : undefined}
                aria-describedby={describedBy('clientSeed')}
                onChange={(event) => set('clientSeed', event.target.value)}
              />
              {fieldError('clientSeed')}
            </div>
            <div className="field verify__nonce">
              <label className="field__label" htmlFor={`${id}-nonce`}>
                {t('fairness.nonce')}
              </label>
              <input
                id={`${id}-nonce`}
                className="input"
                inputMode="numeric"
                value={form.nonce}
                aria-invalid={errors.nonce ? true : undefined}
                aria-describedby={describedBy('nonce')}
                onChange={(event) => set('nonce', event.target.value)}
              />
              {fieldError('nonce')}
            </div>
          </div>

          {form.game === 'mines' && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-mines`}>
                {t('mines.count')}
              </label>
              <input
                id={`${id}-mines`}
                className="input"
                inputMode="numeric"
                value={form.mines}
                aria-invalid={errors.mines ? true : undefined}
                aria-describedby={describedBy('mines')}
                onChange={(event) => set('mines', event.target.value)}
              />
              {fieldError('mines')}
            </div>
          )}
          {form.game === 'dice' && (
            <div className="verify__row">
              <div className="field">
                <label className="field__label" htmlFor={`${id}-direction`}>
                  {t('dice.direction')}
                </label>
                <select
                  id={`${id}-direction`}
                  className="input"
                  value={form.direction}
                  onChange={(event) => set('direction', event.target.value as VerifyForm['direction'])}
                >
                  <option value="">{t('verify.rollOnly')}</option>
                  <option value="under">{t('dice.under')}</option>
                  <option value="over">{t('dice.over')}</option>
                </select>
              </div>
              {form.direction && (
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-target`}>
                    {t('dice.target')}
                  </label>
                  <input
                    id={`${id}-target`}
                    className="input"
                    inputMode="decimal"
                    value={form.target}
                    aria-invalid={errors.target ? true : undefined}
                    aria-describedby={describedBy('target')}
                    onChange={(event) => set('target', event.target.value)}
                  />
                  {fieldError('target')}
                </div>
              )}
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-round`}>
              {t('verify.roundId')}
            </label>
            <input
              id={`${id}-round`}
              className="input mono"
              value={form.roundId}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => set('roundId', event.target.value)}
            />
            <span className="field__hint">{t('verify.roundIdHint')}</span>
          </div>
          <button
            type="submit"
            className="btn btn--primary verify__submit"
            aria-disabled={busy}
            data-testid="verify-submit"
          >
            {busy ? t('verify.checking') : t('verify.submit')}
          </button>
        </form>

        <section
          className="verify__results"
          ref={results}
          tabIndex={-1}
          aria-label={t('verify.results')}
          data-testid="verify-results"
        >
          {!checked ? (
            <div className="verify__placeholder game-card">
              <ShieldIcon />
              <p>{t('verify.placeholder')}</p>
            </div>
          ) : (
            <>
              <div className="verify__card game-card">
                <h2 className="verify__card-title">{t('verify.seedHash')}</h2>
                <code className="mono verify__hash" data-testid="computed-hash">
                  {checked.hash}
                </code>
                {expectedHash ? (
                  <Verdict
                    ok={expectedHash === checked.hash}
                    yes={t('verify.hashMatches')}
                    no={t('verify.hashDiffers')}
                    testId="hash-verdict"
                  />
                ) : (
                  <p className="field__hint">{t('verify.hashCompareHint')}</p>
                )}
              </div>

              <div className="verify__card game-card">
                <div className="verify__compare">
                  <div className="verify__side">
                    <h2 className="verify__card-title">{t('verify.browser')}</h2>
                    <p className="field__hint">
                      {t(checked.engine === 'webcrypto' ? 'verify.engineWebcrypto' : 'verify.engineJs')}
                    </p>
                    {checked.local ? (
                      <OutcomeView outcome={checked.local} testId="local-outcome" />
                    ) : (
                      <p className="notice notice--info">{t('verify.noSlotRules')}</p>
                    )}
                  </div>
                  <div className="verify__side">
                    <h2 className="verify__card-title">{t('verify.server')}</h2>
                    <p className="field__hint">{t('verify.serverHint')}</p>
                    {serverValue ? (
                      <OutcomeView outcome={serverValue} testId="server-outcome" />
                    ) : (
                      <p className="notice notice--error">
                        {checked.server.ok ? '' : checked.server.message}
                      </p>
                    )}
                  </div>
                </div>
                {agree !== null && (
                  <Verdict
                    ok={agree}
                    yes={t('verify.agree')}
                    no={t('verify.disagree')}
                    testId="agree-verdict"
                  />
                )}
              </div>

              {checked.round && (
                <div className="verify__card game-card" data-testid="round-check">
                  <h2 className="verify__card-title">{t('verify.recordedRound')}</h2>
                  {!checked.round.ok ? (
                    <p className="notice notice--error">{checked.round.message}</p>
                  ) : !checked.round.value.revealed ? (
                    <p className="notice notice--info">{t('verify.notRevealed')}</p>
                  ) : checked.round.value.matches === null ? (
                    <p className="notice notice--info">{t('verify.roundOpen')}</p>
                  ) : (
                    <Verdict
                      ok={checked.round.value.matches}
                      yes={t('verify.roundMatches')}
                      no={t('verify.roundDiffers')}
                      testId="round-verdict"
                    />
                  )}
                </div>
              )}
            </>
          )}
        </section>
      </div>

      <section className="verify__how game-card">
        <h2 className="verify__card-title">{t('verify.howTitle')}</h2>
        <ol>
          <li>{t('verify.how1')}</li>
          <li>{t('verify.how2')}</li>
          <li>{t('verify.how3')}</li>
          <li>{t('verify.how4')}</li>
        </ol>
        {/* Focusable: the code scrolls sideways on phones, and keyboards must be able to scroll it. */}
        <pre className="verify__code" dir="ltr" tabIndex={0} aria-label={t('verify.howTitle')}>
          <code>{`const crypto = require('node:crypto');
// ${t('verify.codeHash')}
crypto.createHash('sha256').update(serverSeed).digest('hex');
// ${t('verify.codeBytes')}
crypto.createHmac('sha256', serverSeed).update(\`\${clientSeed}:\${nonce}\`).digest();`}</code>
        </pre>
      </section>
    </div>
  );
}

function Verdict(props: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <p
      className={`verify__verdict verify__verdict--${props.ok ? 'ok' : 'bad'}`}
      data-testid={props.testId}
      data-ok={props.ok}
    >
      {props.ok ? <CheckIcon /> : <CrossIcon />}
      {props.ok ? props.yes : props.no}
    </p>
  );
}
