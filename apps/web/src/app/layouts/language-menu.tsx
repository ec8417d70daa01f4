import { useTranslation } from 'react-i18next';
import {
  COMPLETE_LOCALES,
  LOCALE_NAMES,
  localeOf,
  type CompleteLocale,
} from '@quad/shared/rules/locale';
import { DeferredChoiceMenu } from '../../components/ui/deferred-choice-menu';
import { GlobeIcon } from '../../components/ui/icons';
import { showLanguage } from '../../i18n/i18n';
import { rememberLanguage } from '../../i18n/language-choice';
import { useAccountLanguage, useSaveAccountLanguage } from '../session/account-language';
import styles from './language-menu.module.css';

const CHOICES = COMPLETE_LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
  lang: locale,
}));

/**
 * The header's language menu: every language Quad is written in, by its own name. The pick shows
 * at once, is remembered on this device and, for a signed-in person, on their account (their
 * mail follows it).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = localeOf(i18n.language) ?? 'en';
  const saveOnAccount = useSaveAccountLanguage();
  useAccountLanguage();
  const choose = (locale: CompleteLocale) => {
    rememberLanguage(locale);
    void showLanguage(locale).then(() => saveOnAccount(locale));
  };
  return (
    <DeferredChoiceMenu
      label={t('language.button', { language: LOCALE_NAMES[current] })}
      buttonClassName={styles.button}
      button={
        <>
          <GlobeIcon size={20} />
          <span className={styles.name} lang={current}>
            {LOCALE_NAMES[current]}
          </span>
        </>
      }
      choices={CHOICES}
      value={current}
      onChange={choose}
    />
  );
}
