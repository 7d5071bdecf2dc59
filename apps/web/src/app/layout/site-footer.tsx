import { socialNetworks } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PaymentLogo, paymentMethods } from '@/components/ui/payment-logo';
import { reopenConsent } from '@/features/analytics/consent-store';
import { useAnalyticsId } from '@/features/system/hooks/use-analytics-id';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { useBrand } from '@/features/system/api/get-brand';
import { useCustomerServiceLinks } from '@/features/system/hooks/use-customer-service';
import { categoryHref, categoryKey } from '@/lib/category';
import { useLanguage } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { useIdle } from '@/lib/use-idle';
import { useNavCategories } from './nav-categories';
import './site-footer.css';

/** Product §2 vendor icon list. */
/** The partners the footer features, when the brand offers them. */
const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

const socialLabelKey = {
  facebook: 'footer.facebook',
  tiktok: 'footer.tiktok',
  youtube: 'footer.youtube',
  twitter: 'footer.twitter',
  instagram: 'footer.instagram',
} as const satisfies Record<(typeof socialNetworks)[number], string>;

const helpLinksShown = 6;

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand().data;
  const { categories, inHouse } = useNavCategories();
  // A logo is named for the vendor, never its code, and shows only while the brand offers the vendor.
  const vendorNames = new Map(
    [...categories.flatMap((category) => category.vendors), ...inHouse].map((v) => [
      v.vassalage,
      v.displayName,
    ]),
  );
  const partners = footerVendors.flatMap((code) => {
    const name = vendorNames.get(code);
    return name ? [{ code, name }] : [];
  });
  // The footer's own call and images wait for the browser's first idle moment, so they do not share
  // the first screen's bandwidth (lazy images near an empty page's foot would load at once).
  const idle = useIdle();
  const articles = useHelpCenter(language, idle).data?.flatMap((category) => category.articles) ?? [];
  const services = useCustomerServiceLinks();
  const asksAboutCookies = useAnalyticsId() !== '';
  const chat = services.find((s) => s.type === 'LIVECHAT') ?? services[0];
  const social = socialNetworks.flatMap((network) => {
    const url = brand?.social[network];
    return url ? [{ network, url }] : [];
  });

  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section className="site-footer__column" aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            <li>
              <Link to={categoryHref('BGS')}>{t(categoryKey.BGS)}</Link>
            </li>
            {categories.map((entry) => (
              <li key={entry.category}>
                <Link to={categoryHref(entry.category)}>{t(categoryKey[entry.category])}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__column" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            {articles.slice(0, helpLinksShown).map((article) => (
              <li key={article.slug}>
                <Link to={`/help#${article.slug}`}>{article.title}</Link>
              </li>
            ))}
            <li>
              <Link to="/helpmc">{t('footer.helpCentre')}</Link>
            </li>
          </ul>
        </section>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            {chat && (
              <li>
                <a href={chat.url} target="_blank" rel="noopener noreferrer">
                  {t('footer.customerService')}
                </a>
              </li>
            )}
            <li>
              {/* Product §2: the feedback popup, open to visitors and members alike. */}
              <button
                type="button"
                className="site-footer__link"
                onClick={() => openPopup({ name: 'feedback' })}
              >
                {t('footer.feedback')}
              </button>
            </li>
            <li>
              <Link to="/agent">{t('footer.affiliate')}</Link>
            </li>
            {asksAboutCookies && (
              <li>
                <button type="button" className="site-footer__link" onClick={reopenConsent}>
                  {t('footer.cookieSettings')}
                </button>
              </li>
            )}
          </ul>
        </section>
        {social.length > 0 && (
          <section className="site-footer__column" aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.followUs')}</h2>
            <ul className="site-footer__social">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(socialLabelKey[network])}
                    className="icon-btn"
                  >
                    <Icon name={network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section className="site-footer__vendors" aria-label={t('footer.partners')}>
        <ul>
          {partners.map(({ code, name }) => (
            <li key={code}>
              {idle && (
                <img
                  src={`/img/vendor-logo/${code}.svg`}
                  alt={name}
                  width={120}
                  height={45}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="site-footer__badges">
        <section className="site-footer__badge-group" aria-labelledby="footer-payments">
          <h2 id="footer-payments">{t('footer.payments')}</h2>
          <ul>
            {paymentMethods.map((method) => (
              <li key={method}>
                <PaymentLogo method={method} />
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__badge-group" aria-labelledby="footer-trust">
          <h2 id="footer-trust">{t('footer.trust')}</h2>
          <ul>
            <li className="trust-badge">
              <span className="trust-badge__age" aria-hidden="true">
                18+
              </span>
              {t('footer.adultsOnly')}
            </li>
            <li className="trust-badge">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 20.5S3.5 15.3 3.5 9.2A4.7 4.7 0 0 1 12 6.4a4.7 4.7 0 0 1 8.5 2.8c0 6.1-8.5 11.3-8.5 11.3Z" />
              </svg>
              {t('footer.playResponsibly')}
            </li>
            <li className="trust-badge">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6Z" />
                <path d="m9 12 2.2 2.2L15.5 10" />
              </svg>
              {t('footer.licensed')}
            </li>
          </ul>
        </section>
      </div>

      <section className="site-footer__licence" aria-labelledby="footer-licence">
        <h2 id="footer-licence" className="visually-hidden">
          {t('footer.licenceTitle')}
        </h2>
        <span className="site-footer__age" aria-hidden="true">
          18+
        </span>
        <div>
          <p lang="fil">{t('footer.licence')}</p>
          {language !== 'TY' && <p className="site-footer__licence-meaning">{t('footer.licenceMeaning')}</p>}
        </div>
      </section>
      {brand?.demo && (
        <p className="site-footer__demo" role="note">
          {t('footer.demoNotice')}
        </p>
      )}
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: brand?.name ?? '' })}
      </p>
      {/* The Game Icons set (CC BY 3.0) draws the motifs of the game, vendor and banner art. */}
      <p className="site-footer__credit">
        <a href="https://game-icons.net/" target="_blank" rel="noopener noreferrer">
          {t('footer.iconCredit', { source: 'game-icons.net' })}
        </a>
        {', '}
        <a
          href="https://creativecommons.org/licenses/by/3.0/"
          target="_blank"
          rel="license noopener noreferrer"
        >
          CC BY 3.0
        </a>
      </p>
    </footer>
  );
}
