import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ERROR_CODES } from '@quad/shared/errors';
import { parseBase } from '@quad/shared/rules/base-path';
import { ApiError } from '../../lib/api-client';
import { firstScreen } from '../../lib/first-screen';
import { SignedInExtras } from './lazy-extras';
import { WidgetFooter } from './widget-footer';
import { WidgetHeader } from './widget-header';
import { WidgetSettingsProvider } from '../widget-context/widget-settings-provider';
import { LoadErrorState } from '../load-error-state';
import { NotFoundPage } from '../not-found-page';
import { PAGE_CONTAINER_ID } from '../scroll-to-page';
import { AppShellSkeleton } from './app-shell-skeleton';
import { StandaloneLayout } from './standalone-layout';
import styles from './base-layout.module.css';

/** Whether the address is the base's home (`/1`, `/1/`). */
function isHome(pathname: string, base: string): boolean {
  return pathname === base || pathname === `${base}/`;
}

function isUnknownBase(error: Error): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND;
}

/** The first stop of the keyboard: straight past the header to the page. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${PAGE_CONTAINER_ID}`} className={styles.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}

/** Every route under {base}: settings and theme of the university or group, header, page, footer. */
export function BaseLayout() {
  const { pathname } = useLocation();
  const baseKey = parseBase(pathname)?.base ?? null;
  // One object per base, not per page, so the settings context stays put while browsing.
  const base = useMemo(() => (baseKey ? parseBase(baseKey) : null), [baseKey]);

  // A home the page carried shows at once, in the first frame: it is an anonymous visit's, and
  // a session that comes back asks again for its marks (main.tsx).
  const carriedHome = base !== null && isHome(pathname, base.base) && firstScreen()?.home != null;

  if (!base) {
    return (
      <StandaloneLayout>
        <NotFoundPage />
      </StandaloneLayout>
    );
  }
  return (
    <WidgetSettingsProvider
      key={base.base}
      base={base}
      sessionOptional={carriedHome}
      pending={(branded) => <AppShellSkeleton branded={branded} />}
      renderError={(error, retry) => (
        <StandaloneLayout>
          {isUnknownBase(error) ? <NotFoundPage /> : <LoadErrorState onRetry={retry} />}
        </StandaloneLayout>
      )}
    >
      <div className={styles.shell}>
        <SkipLink />
        <WidgetHeader />
        <SignedInExtras />
        <main id={PAGE_CONTAINER_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <WidgetFooter />
      </div>
    </WidgetSettingsProvider>
  );
}
