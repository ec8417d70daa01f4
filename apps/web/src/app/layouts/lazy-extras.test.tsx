import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoExchangeResultSchema } from '@quad/shared/contracts/sign-in';
import { apiUrl, authApi } from '../../features/auth/test-api';
import { authResultFixture, renderInWidget } from '../../features/auth/test-fixtures';
import { tokenStore } from '../../lib/token-store';
import { okAs, serveApi as serveHandlers } from '../../test/msw';
import { PORTAL_PARAM as SSO_PORTAL_PARAM } from '../../features/auth/sso/use-portal-sign-in';
import { FIRST_RENDER, renderScreens, serveApi } from '../../features/content/test/render';
import { closeAuthDialog, openAuthDialog } from '../session/auth-dialog-store';
import { LazyAuthDialogHost, PORTAL_PARAM } from './lazy-extras';

vi.mock('../../lib/socket', async () =>
  (await import('../../features/chat/test-realtime')).fakeRealtimeModule(),
);
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => closeAuthDialog());
  window.history.replaceState(null, '', '/');
});

describe('the sign-in popup, loaded when it first opens', () => {
  it('is not there until something opens it, then opens over the page', async () => {
    serveApi(() => undefined);
    renderScreens(
      [
        {
          index: true,
          element: (
            <>
              <h1>Home</h1>
              <LazyAuthDialogHost />
            </>
          ),
        },
      ],
      '/1',
    );
    expect(await screen.findByRole('heading', { name: 'Home' }, FIRST_RENDER)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAuthDialog({ mode: 'sign-in' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in' }, FIRST_RENDER),
    ).toBeInTheDocument();
    // Over the page (hidden from assistive technology while the popup is open), not instead of it.
    expect(screen.getByRole('heading', { name: 'Home', hidden: true })).toBeInTheDocument();
  });

  it('watches for the same single sign-on parameter as the portal sign-in', () => {
    expect(PORTAL_PARAM).toBe(SSO_PORTAL_PARAM);
  });

  it("loads at once when the university's portal hands over a sign-in in the address", async () => {
    window.history.replaceState(null, '', '/1?ssoSignInData=signed.portal.data');
    const result = authResultFixture();
    serveHandlers(
      http.post(apiUrl('/interactionSite/auth/login/sso'), () =>
        okAs(ssoExchangeResultSchema, { status: 'signedIn', ...result }),
      ),
      ...authApi.referenceData(),
    );
    renderInWidget(<LazyAuthDialogHost />);
    await waitFor(() => expect(tokenStore.getToken('main')).toBe(result.token), FIRST_RENDER);
    expect(window.location.search).toBe('');
  });
});
