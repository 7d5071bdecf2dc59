import { useState } from 'react';
import type { PointConfigValue } from '@lobby/contract/points';
import { LoadState } from '@/components/records/load-state';
import { Icon } from '@/components/ui/icon';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-message';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useDropPointsOnLeave, usePointBalance, usePointConfig, usePointRewards } from '../api/points';
import { gameTypeLabel, moneyFormatter, pointsFormatter, type Formats } from '../points-format';
import { ConvertPoints } from './convert-points';
import { PointsCatalogue } from './points-catalogue';
import { PointsDetails, RedemptionHistory } from './points-records';
import './points-mall-page.css';

type Section = 'redeem' | 'history' | 'details' | 'rules' | 'convert';

type Props = { currencySymbol: string; timeZoneOffsetMinutes: number };

/** The member's points mall: the balance, then the catalogue, the history, the details, the rules and conversion. */
export function PointsMallPage({ currencySymbol, timeZoneOffsetMinutes }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const languageTag = useLanguageTag();
  useDropPointsOnLeave();
  const [section, setSection] = useState<Section>('redeem');
  const balance = usePointBalance();
  const config = usePointConfig(language);
  const rewards = usePointRewards(language);
  const formats: Formats = {
    points: pointsFormatter(languageTag),
    money: moneyFormatter(currencySymbol, languageTag),
  };

  if (!balance.data || !config.data) {
    const failure = balance.error ?? config.error;
    return (
      <LoadState
        failed={failure !== null}
        message={failure ? errorMessage(failure, t) : t('pointsMall.loadFailed')}
        onRetry={() => {
          void balance.refetch();
          void config.refetch();
        }}
      />
    );
  }

  const points = balance.data.balance;
  const tabs = [
    { id: 'redeem', label: t('pointsMall.tab.redeem') },
    { id: 'history', label: t('pointsMall.tab.history') },
    { id: 'details', label: t('pointsMall.tab.details') },
    { id: 'rules', label: t('pointsMall.tab.rules') },
    { id: 'convert', label: t('pointsMall.tab.convert') },
  ] satisfies { id: Section; label: string }[];

  return (
    <div className="points-mall">
      <section className="points-mall__hero" aria-labelledby="points-mall-title">
        <span className="points-mall__hero-icon">
          <Icon name="gift" size={30} />
        </span>
        <div>
          <h1 id="points-mall-title">{t('pointsMall.title')}</h1>
          <p>{t('pointsMall.intro')}</p>
        </div>
        <div className="points-mall__balance">
          <span>{t('pointsMall.balance')}</span>
          <strong dir="ltr" data-testid="points-balance">
            {formats.points(points)}
          </strong>
        </div>
      </section>
      <div className="points-mall__tabs">
        <Tabs
          label={t('pointsMall.tabsLabel')}
          items={tabs}
          value={section}
          onChange={setSection}
          idPrefix="points"
        />
      </div>
      <section {...tabPanelProps('points', section)} className="points-mall__panel">
        {section === 'redeem' &&
          (rewards.data ? (
            <PointsCatalogue
              rewards={rewards.data.rewards}
              balance={points}
              maxQuantity={config.data.maxQuantity}
              formats={formats}
            />
          ) : (
            <LoadState
              failed={rewards.isError}
              message={t('pointsMall.loadFailed')}
              onRetry={() => void rewards.refetch()}
            />
          ))}
        {section === 'history' && (
          <RedemptionHistory formats={formats} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
        )}
        {section === 'details' && (
          <PointsDetails formats={formats} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
        )}
        {section === 'rules' && <ConfigRules config={config.data} formats={formats} />}
        {section === 'convert' && <ConvertPoints config={config.data} balance={points} formats={formats} />}
      </section>
    </div>
  );
}

/** The operator's rules text, the earning rate per game type and the conversion. */
function ConfigRules({ config, formats }: { config: PointConfigValue; formats: Formats }) {
  const { t } = useTranslation();
  return (
    <div className="points-mall__rules">
      {config.rules && <p className="points-mall__rules-text">{config.rules}</p>}
      <h2>{t('pointsMall.ratesTitle')}</h2>
      <ul className="points-mall__rates">
        {config.rates.map((rate) => (
          <li key={rate.gameType}>
            <span>{gameTypeLabel(rate.gameType, t)}</span>
            <span>{t('pointsMall.rate', { amount: formats.money(rate.validBetPerPoint) })}</span>
          </li>
        ))}
      </ul>
      <h2>{t('pointsMall.tab.convert')}</h2>
      <p>
        {config.convertEnabled
          ? `${t('pointsMall.convertRatio', {
              points: formats.points(config.convertPoints),
              amount: formats.money(config.convertAmount),
            })} · ${t('pointsMall.convertMin', { points: formats.points(config.minConvertPoints) })}`
          : t('serverMessage.points_convert_disabled')}
      </p>
    </div>
  );
}
