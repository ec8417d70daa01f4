import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, serveApi } from '../../../test/msw';
import { renderInWidget } from '../test-fixtures';
import { SignInRedirectPage } from './sign-in-redirect-page';
import { SignInSuccessPage } from './sign-in-success-page';
import { SSO_MESSAGE_TYPE } from './sso-popup';

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

function withOpener() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  return { postMessage, close };
}

describe('sign-in-success (in the popup)', () => {
  it('hands the code to its opener on this origin only, and closes', () => {
    const { postMessage, close } = withOpener();
    renderInWidget(<SignInSuccessPage />, {
      path: `/1/interaction/sign-in-success?code=${'a'.repeat(64)}`,
    });
    expect(postMessage).toHaveBeenCalledWith(
      { type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'a'.repeat(64) },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it('shows the error, passes it on, and stays open so it can be read', () => {
    const { postMessage, close } = withOpener();
    renderInWidget(<SignInSuccessPage />, {
      path: '/1/interaction/sign-in-success?error=The%20sign-in%20was%20refused.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in was refused.');
    expect(postMessage).toHaveBeenCalledWith(
      { type: SSO_MESSAGE_TYPE, status: 'error', message: 'The sign-in was refused.' },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
  });
});

describe('sign-in-redirect (in the popup)', () => {
  it("shows the spec's text where the university has no provider", async () => {
    const api = serveApi(
      http.post('*/api/v1/interactionSite/auth/sso/start', () =>
        failWith(404, 'SSO_PROVIDER_NOT_FOUND', 'No SSO provider found for your university'),
      ),
    );
    renderInWidget(<SignInRedirectPage />, {
      path: `/1/interaction/sign-in-redirect?provider=sso&guest=abcdefgh&challenge=${'b'.repeat(43)}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No SSO provider found for your university',
    );
    expect(api.callsTo('POST', '/interactionSite/auth/sso/start')[0]?.body).toEqual({
      universityId: 1,
      provider: 'sso',
      guest: 'abcdefgh',
      challenge: 'b'.repeat(43),
      area: 'main',
      engagementData: null,
    });
  });

  it('refuses an incomplete link without calling the server', async () => {
    const api = serveApi();
    renderInWidget(<SignInRedirectPage />, {
      path: '/1/interaction/sign-in-redirect?provider=sso',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('incomplete');
    expect(api.calls).toHaveLength(0);
  });
});
