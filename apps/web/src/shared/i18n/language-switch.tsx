import { LANGUAGE_NAMES, LANGUAGES } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './app-i18n';
import { useLanguage } from './use-language';
import './language-switch.css';

export interface LanguageSwitchProps {
  className?: string;
}

/** "English / नेपाली": each language named in itself; the current one is pressed. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={`language-switch ${className ?? ''}`}>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="language-switch__item">
          {index > 0 && (
            <span className="language-switch__divider" aria-hidden="true">
              /
            </span>
          )}
          <button
            type="button"
            lang={language}
            className="language-switch__button"
            aria-pressed={language === current}
            onClick={() => void chooseLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </span>
      ))}
    </div>
  );
}
