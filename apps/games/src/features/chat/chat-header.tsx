import type { ChatModel } from '@lobby/contract/live-chat';
import { useI18n } from '../../lib/i18n';
import { EyeIcon } from './chat-icons';
import { relativeWhen } from './chat-time';

/** The host: picture, name, whether they are online and until when, and how many watch the room now. */
export function ChatHeader(props: { model: ChatModel; viewers: number; now: number }) {
  const { t, tag } = useI18n();
  const { model, viewers, now } = props;
  const when = model.nextChangeAt ? relativeWhen(model.nextChangeAt, now, tag) : '';
  let status: string;
  if (model.online) status = when ? t('chat.onlineEnds', { when }) : t('chat.online');
  else status = when ? t('chat.offlineBack', { when }) : t('chat.offline');
  return (
    <header className={`chat-header${model.online ? ' is-online' : ''}`}>
      <img className="chat-header__avatar" src={model.avatarUrl} alt="" width={48} height={48} />
      <div className="chat-header__who">
        <h1 className="chat-header__name">{model.name}</h1>
        <p className="chat-header__status" data-testid="chat-status">
          <span className="chat-header__dot" aria-hidden="true" />
          {status}
        </p>
      </div>
      <p className="chat-header__viewers" data-testid="chat-viewers">
        <EyeIcon />
        {t('chat.viewers', { count: viewers })}
      </p>
    </header>
  );
}
