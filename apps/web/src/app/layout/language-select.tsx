import { languageCodeSchema, languages } from '@lobby/contract/languages';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { changeLanguage, useLanguage } from '@/lib/i18n';
import './language-select.css';

/** All 20 interface languages by their own names (spec §1). */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
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
            if (code.success) void changeLanguage(code.data);
          }}
        >
          {languages.map((entry) => (
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
