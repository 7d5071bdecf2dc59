import { chatLimits } from '@lobby/contract/live-chat';
import { useId, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { SendIcon } from './chat-icons';
import { normalizeText, textLength } from './chat-text';

/**
 * The message field: 1–200 characters with a counter, Enter sends. `blocked` says why sending is not
 * possible right now (muted, too fast, reconnecting); `note` is what the last send was told.
 */
export function Composer(props: {
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  /** Why nothing can be sent now; null when sending is possible. */
  blocked: string | null;
  /** The field itself is off (a muted member reads but cannot write). */
  disabled: boolean;
  note: string | null;
  name: string;
}) {
  const { t } = useI18n();
  const fieldId = useId();
  const counterId = useId();
  const noteId = useId();
  const length = textLength(normalizeText(props.draft));
  const tooLong = length > chatLimits.textMax;
  const canSend = !props.blocked && !props.disabled && length > 0 && !tooLong;
  const message = props.blocked ?? (tooLong ? t('chat.tooLong', { max: chatLimits.textMax }) : props.note);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSend) props.onSend();
  }

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {message && (
        <p id={noteId} className="chat-composer__note" role="status" data-testid="chat-note">
          {message}
        </p>
      )}
      <div className="chat-composer__row">
        <label htmlFor={fieldId} className="visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <input
          id={fieldId}
          className="input chat-composer__input"
          type="text"
          value={props.draft}
          onChange={(event) => props.onDraft(event.target.value)}
          placeholder={t('chat.placeholder')}
          disabled={props.disabled}
          autoComplete="off"
          enterKeyHint="send"
          dir="auto"
          aria-invalid={tooLong || undefined}
          aria-describedby={message ? `${counterId} ${noteId}` : counterId}
        />
        <span id={counterId} className={`chat-composer__counter${tooLong ? ' is-over' : ''}`}>
          <span aria-hidden="true">
            {length}/{chatLimits.textMax}
          </span>
          <span className="visually-hidden">
            {t('chat.counter', { count: length, max: chatLimits.textMax })}
          </span>
        </span>
        <button
          type="submit"
          className="btn btn--primary chat-composer__send"
          disabled={!canSend}
          aria-label={t('chat.send')}
        >
          <SendIcon />
          <span className="chat-composer__send-label" aria-hidden="true">
            {t('chat.send')}
          </span>
        </button>
      </div>
      <p className="chat-composer__hint">{t('chat.chattingAs', { name: props.name })}</p>
    </form>
  );
}
