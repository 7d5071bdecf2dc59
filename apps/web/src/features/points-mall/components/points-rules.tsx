import { useTranslation } from '@/lib/use-translation';
import { Icon, type IconName, type IconShape } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import './points-rules.css';

const rules: { icon: IconName | IconShape; title: string; text: string }[] = [
  { icon: 'coins', title: 'pointsMall.earnTitle', text: 'pointsMall.earnText' },
  { icon: shapes.star, title: 'pointsMall.noExpiryTitle', text: 'pointsMall.noExpiryText' },
  { icon: 'gift', title: 'pointsMall.redeemTitle', text: 'pointsMall.redeemText' },
  { icon: 'success', title: 'pointsMall.reviewTitle', text: 'pointsMall.reviewText' },
];

type PointsRulesProps = {
  /** A visitor is asked to log in or register, a trial account to register a real one. */
  viewer: 'visitor' | 'trial';
  onLogin: () => void;
  onRegister: () => void;
};

/** How points are earned and redeemed, for whoever cannot open the mall itself. */
export function PointsRules({ viewer, onLogin, onRegister }: PointsRulesProps) {
  const { t } = useTranslation();
  return (
    <div className="points-rules">
      <section className="points-rules__hero" aria-labelledby="points-title">
        <span className="points-rules__hero-icon">
          <Icon name="gift" size={34} />
        </span>
        <div>
          <h1 id="points-title">{t('pointsMall.title')}</h1>
          <p>{t('pointsMall.intro')}</p>
          {viewer === 'trial' && (
            <p className="points-rules__trial" role="note">
              {t('serverMessage.in_need_true_account')}
            </p>
          )}
        </div>
        <div className="points-rules__cta">
          {viewer === 'visitor' && (
            <button type="button" className="btn btn--gold" onClick={onLogin}>
              {t('pointsMall.loginCta')}
            </button>
          )}
          <button
            type="button"
            className={`btn ${viewer === 'trial' ? 'btn--gold' : 'btn--outline'}`}
            onClick={onRegister}
          >
            {t('header.register')}
          </button>
        </div>
      </section>
      <section aria-labelledby="points-rules-title">
        <h2 id="points-rules-title" className="points-rules__heading">
          {t('pointsMall.rulesTitle')}
        </h2>
        <ul className="points-rules__list">
          {rules.map((rule) => (
            <li key={rule.title} className="points-rules__item">
              <Icon name={rule.icon} size={24} className="points-rules__icon" />
              <h3>{t(rule.title)}</h3>
              <p>{t(rule.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="points-rules__note">{t('pointsMall.note')}</p>
    </div>
  );
}
