import type { LanguageCode } from '@lobby/contract/languages';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { SafeHtml } from '@/components/ui/safe-html';
import { useHelpCenter } from '../api/get-help-center';
import { useCategoryTitle } from '../hooks/use-category-title';
import './help-popup.css';

/** Spec: /help#term opens the help popup at the terms article. */
export const termsSlug = 'term';

type HelpPopupProps = { language: LanguageCode; slug?: string; onClose: () => void };

export function HelpPopup({ language, slug, onClose }: HelpPopupProps) {
  const { t } = useTranslation();
  const { data, isError } = useHelpCenter(language);
  const categoryTitle = useCategoryTitle();
  const [chosen, setChosen] = useState(slug || termsSlug);
  const articles = data?.flatMap((category) => category.articles) ?? [];
  const article = articles.find((a) => a.slug === chosen) ?? articles[0];

  return (
    <Modal title={t('help.title')} onClose={onClose} size="large" className="help-popup">
      {isError && <p>{t('error.loadFailed')}</p>}
      {!data && !isError && (
        <span className="spinner help-popup__spinner" role="status" aria-label={t('common.loading')} />
      )}
      {data && (
        <div className="help-popup__layout">
          <nav className="help-popup__nav" aria-label={t('help.topics')}>
            {data.map((category) => (
              <div key={category.category} className="help-popup__group">
                <h3 className="help-popup__group-title">{categoryTitle(category)}</h3>
                <ul>
                  {category.articles.map((item) => (
                    <li key={item.slug}>
                      <button
                        type="button"
                        className={`help-popup__topic${item.slug === article?.slug ? ' is-active' : ''}`}
                        aria-current={item.slug === article?.slug ? 'true' : undefined}
                        onClick={() => setChosen(item.slug)}
                      >
                        <bdi>{item.title}</bdi>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <Link to="/helpmc" className="help-popup__centre" onClick={onClose}>
              {t('help.openCentre')}
            </Link>
          </nav>
          {article && (
            <article className="help-popup__article" id={article.slug} aria-live="polite">
              <h3 dir="auto">{article.title}</h3>
              <SafeHtml html={article.content} />
            </article>
          )}
        </div>
      )}
    </Modal>
  );
}
