import type { HelpCategory } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { SafeHtml } from '@/components/ui/safe-html';
import { useCategoryTitle } from '../hooks/use-category-title';
import './help-centre.css';

/** The help centre page: categories as sections, articles as disclosures anchored by slug. */
export function HelpCentre({ categories }: { categories: HelpCategory[] }) {
  const { t } = useTranslation();
  const target = decodeURIComponent(useLocation().hash.slice(1));
  const categoryTitle = useCategoryTitle();
  return (
    <div className="help-centre">
      <nav className="help-centre__index" aria-label={t('help.topics')}>
        <ul>
          {categories.map((category) => (
            <li key={category.category}>
              <a href={`#help-${category.category}`}>{categoryTitle(category)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-centre__sections">
        {categories.map((category) => (
          <section
            key={category.category}
            className="help-centre__section"
            aria-labelledby={`help-${category.category}`}
          >
            <h2 id={`help-${category.category}`}>{categoryTitle(category)}</h2>
            {category.articles.map((article) => (
              <details
                key={`${article.slug}-${target === article.slug}`}
                id={article.slug}
                className="help-centre__article"
                open={target === article.slug}
              >
                <summary>
                  <bdi>{article.title}</bdi>
                </summary>
                <SafeHtml html={article.content} className="help-centre__content" />
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
