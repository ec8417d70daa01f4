import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ssoExchangeResultSchema, type SsoExchangeResult } from '@quad/shared/contracts/sign-in';
import { okAs, serveApi } from '../../../test/msw';
import { tokenStore } from '../../../lib/token-store';
import { apiUrl, authApi } from '../test-api';
import { authResultFixture, renderInWidget } from '../test-fixtures';
import { AuthDialogHost } from '../components/auth-dialog';

afterEach(() => window.history.replaceState(null, '', '/'));

function openFromPortal(answer: SsoExchangeResult) {
  window.history.replaceState(null, '', '/1/chat-to-us?ssoSignInData=signed.portal.data&x=1');
  const api = serveApi(
    http.post(apiUrl('/interactionSite/auth/login/sso'), () =>
      okAs(ssoExchangeResultSchema, answer),
    ),
    ...authApi.referenceData(),
    authApi.uniqueEmail(true),
  );
  renderInWidget(<AuthDialogHost />);
  return api;
}

describe("signing in from the university's portal", () => {
  it('signs a known person in and takes the data out of the address', async () => {
    const result = authResultFixture();
    const api = openFromPortal({ status: 'signedIn', ...result });
    await waitFor(() => expect(tokenStore.getToken('main')).toBe(result.token));
    expect(api.callsTo('POST', '/interactionSite/auth/login/sso')[0]?.body).toMatchObject({
      signedData: 'signed.portal.data',
      universityId: 1,
    });
    expect(window.location.search).toBe('?x=1');
  });

  it('opens registration with what the university vouched for', async () => {
    openFromPortal({
      status: 'newUser',
      userData: { email: 'ayo@portal.test', first_name: 'Ayo', last_name: 'Adeyemi' },
      signedData: 'signed.identity',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ayo@portal.test');
    expect(screen.getByLabelText('Last name')).toHaveValue('Adeyemi');
  });

  it('asks for the mailed code where the email has an account', async () => {
    openFromPortal({ status: 'linkRequired', email: 'sofia@example.com' });
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
  });
});
