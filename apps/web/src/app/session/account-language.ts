import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { localeOf, type CompleteLocale } from '@quad/shared/rules/locale';
import { i18n, showLanguage } from '../../i18n/i18n';
import { pageHints } from '../../i18n/language-choice';
import { apiClient } from '../../lib/api-client';
import { WidgetContext } from '../widget-context/use-widget';
import { accountKeys, accountScopeOf, useAccount } from './get-account-info';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const accountInfoResponseSchema = () =>
  import('@quad/shared/contracts/auth').then((contract) => contract.accountInfoResponseSchema);

/** PUT /interactionSite/account/language → the account with its language. */
async function putAccountLanguage(language: CompleteLocale): Promise<AccountInfo> {
  const data = await apiClient.put(
    '/interactionSite/account/language',
    { language },
    { schema: accountInfoResponseSchema },
  );
  return data.account;
}

/**
 * Saves a language on the signed-in account (a visitor's pick stays on the device). Quietly:
 * the language already shows, and the next pick or sign-in saves it again.
 */
export function useSaveAccountLanguage(): (language: CompleteLocale) => void {
  const { account } = useAccount();
  const queryClient = useQueryClient();
  const scope = accountScopeOf(useContext(WidgetContext)?.base);
  return (language) => {
    if (!account || account.language === language) return;
    putAccountLanguage(language).then(
      (saved) => queryClient.setQueryData(accountKeys.info(scope), saved),
      () => undefined,
    );
  };
}

/**
 * Once a person is signed in, their account's language takes over, unless this page or device
 * says otherwise (`?lang=`, or a pick in the menu); an account without one learns the language
 * shown, so their mail reads in it.
 */
export function useAccountLanguage(): void {
  const { account } = useAccount();
  const save = useSaveAccountLanguage();
  const settled = useRef<number | null>(null);
  useEffect(() => {
    if (!account || settled.current === account.id) return;
    settled.current = account.id;
    const hints = pageHints();
    const stored = localeOf(account.language);
    if (stored && !hints.chosen && !localeOf(hints.query)) {
      if (stored !== i18n.language) void showLanguage(stored);
      return;
    }
    const shown = localeOf(i18n.language);
    if (shown && !stored) save(shown);
  }, [account, save]);
}
