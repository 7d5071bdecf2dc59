import type { LanguageCode } from '@lobby/contract/languages';
import type { ChatModel } from '@lobby/contract/live-chat';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { LazyImage } from '@/components/ui/lazy-image';
import { useLanguageTag } from '@/lib/i18n';
import { useChatModels } from '../api/get-chat-models';
import { formatChangeTime } from '../host-times';
import { languageName } from '../language-names';
import './live-hosts.css';

type HostTimes = { offset: number; tag: string; now: number };

function StatusLine({ model, times }: { model: ChatModel; times: HostTimes }) {
  const { t } = useTranslation();
  const when = model.nextChangeAt && formatChangeTime(model.nextChangeAt, times.offset, times.tag, times.now);
  let text: string;
  if (model.online) text = when ? t('liveChat.onlineUntil', { time: when }) : t('liveChat.online');
  else text = when ? t('liveChat.nextOnline', { time: when }) : t('liveChat.offline');
  return (
    <p className={`host-card__status${model.online ? ' is-online' : ''}`}>
      <span className="host-card__dot" aria-hidden="true" />
      {text}
    </p>
  );
}

function HostCard({
  model,
  times,
  onSelect,
}: {
  model: ChatModel;
  times: HostTimes;
  onSelect: (model: ChatModel) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article
      className={`host-card${model.online ? ' is-online' : ''}`}
      aria-labelledby={nameId}
      data-model-id={model.modelId}
    >
      <div className="host-card__top">
        <LazyImage src={model.avatarUrl} alt="" ratio="1 / 1" className="host-card__avatar" />
        <div className="host-card__who">
          <h3 id={nameId} className="host-card__name">
            {model.name}
          </h3>
          <StatusLine model={model} times={times} />
          <p className="host-card__viewers">
            <Icon name={shapes.eye} size={14} />
            {t('liveChat.viewers', { viewers: model.viewers })}
          </p>
        </div>
      </div>
      {/* The bio may be in the brand's default language rather than the reader's: its own direction. */}
      {model.bio && (
        <p className="host-card__bio" dir="auto">
          {model.bio}
        </p>
      )}
      <ul className="host-card__chips" aria-label={t('liveChat.speaks')}>
        {model.languages.map((code) => (
          <li key={code} className="host-card__chip">
            {languageName(code, times.tag)}
          </li>
        ))}
        {model.tags.map((tag) => (
          <li key={`#${tag}`} className="host-card__chip host-card__chip--tag" dir="auto">
            #{tag}
          </li>
        ))}
      </ul>
      {/* The one control of the card; it stretches over the whole card so a tap anywhere opens the chat. */}
      <button
        type="button"
        className="btn btn--gold btn--small host-card__open"
        onClick={() => onSelect(model)}
      >
        {t('liveChat.chatWith', { name: model.name })}
      </button>
    </article>
  );
}

/** The hosts of one page of the list, after the first. */
function MoreHosts(props: { language: LanguageCode; pageNo: number; onSelect: (model: ChatModel) => void }) {
  const tag = useLanguageTag();
  const query = useChatModels(props.language, props.pageNo);
  if (!query.data) return null;
  const times = { offset: query.data.timeZoneOffsetMinutes, tag, now: query.dataUpdatedAt };
  return query.data.list.map((model) => (
    <li key={model.modelId} className="live-hosts__item">
      <HostCard model={model} times={times} onSelect={props.onSelect} />
    </li>
  ));
}

/**
 * The live hosts of the LIVE list (product §1 live-chat models, §7 CBS_modelList): who is online, until
 * when, and how many watch, refreshed every minute, in a strip that scrolls sideways and loads more
 * hosts at its end. Choosing one asks the app to open the chat (which applies the launch rules).
 */
export function LiveHosts({
  language,
  onSelect,
}: {
  language: LanguageCode;
  onSelect: (model: ChatModel) => void;
}) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const headingId = useId();
  const [pagesShown, setPagesShown] = useState(1);
  const first = useChatModels(language, 1);
  const value = first.data;
  // A brand without hosts shows nothing.
  if (value && value.total === 0) return null;

  return (
    <section className="live-hosts" aria-labelledby={headingId} data-testid="live-hosts">
      <div className="live-hosts__heading">
        <h2 id={headingId} className="live-hosts__title">
          <Icon name="video" className="live-hosts__icon" />
          {t('liveChat.hosts')}
        </h2>
        <p className="live-hosts__subtitle">{t('liveChat.hostsIntro')}</p>
      </div>
      {value ? (
        <ul className="live-hosts__strip">
          {value.list.map((model) => (
            <li key={model.modelId} className="live-hosts__item">
              <HostCard
                model={model}
                // Times are read against the moment the list was fetched, which is what its nextChangeAt knew.
                times={{ offset: value.timeZoneOffsetMinutes, tag, now: first.dataUpdatedAt }}
                onSelect={onSelect}
              />
            </li>
          ))}
          {Array.from({ length: pagesShown - 1 }, (_, i) => (
            <MoreHosts key={i + 2} language={language} pageNo={i + 2} onSelect={onSelect} />
          ))}
          {pagesShown < value.totalPages && (
            <li className="live-hosts__item live-hosts__item--more">
              <button
                type="button"
                className="btn btn--outline live-hosts__more"
                onClick={() => setPagesShown((n) => n + 1)}
              >
                {t('liveChat.moreHosts')}
              </button>
            </li>
          )}
        </ul>
      ) : first.isError ? (
        <div className="live-hosts__failed" role="alert">
          <p>{t('liveChat.hostsFailed')}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={() => void first.refetch()}>
            {t('liveChat.retry')}
          </button>
        </div>
      ) : (
        <ul className="live-hosts__strip" aria-busy="true" aria-label={t('liveChat.loading')}>
          {[0, 1, 2, 3].map((n) => (
            <li key={n} className="live-hosts__item">
              <div className="host-card" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
