import { languageCodeSchema, languages } from '@lobby/contract/languages';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { useBrand } from '@/features/system/api/get-brand';
import { changeLanguage, useLanguage } from '@/lib/i18n';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import './language-select.css';

/**
 * The brand's interface languages by their own names (product §1), in the product description's order. The brand answer is
 * loaded before the first screen; if it failed, all 20 are offered rather than none. A brand offering one
 * language has nothing to choose, so the menu is left out.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const client = useQueryClient();
  const offered = useBrand().data?.supportedLanguages;
  const options = offered ? languages.filter((entry) => offered.includes(entry.code)) : languages;
  if (options.length < 2) return null;
  return (
    <div className={`language-select${compact ? ' language-select--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-select__label'}>
        {t('language.label')}
      </label>
      <div className="language-select__control">
        <Icon name="globe" size={18} className="language-select__icon" />
        <select
          id={id}
          value={language}
          onChange={(event) => {
            const code = languageCodeSchema.safeParse(event.target.value);
            if (!code.success) return;
            // Member info's VIP label comes in the request's language: asked for again in the new one.
            void changeLanguage(code.data).then(() =>
              client.invalidateQueries({ queryKey: memberInfoQueryKey }),
            );
          }}
        >
          {options.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.tag}>
              {entry.name}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className="language-select__chevron" />
      </div>
    </div>
  );
}
