import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  identityProviderInputSchema,
  identityProviderResponseSchema,
} from '@quad/shared/contracts/sign-in';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const stored = {
  kind: 'oidc' as const,
  displayName: 'Demo University account',
  issuer: 'https://login.demo.ac.uk',
  clientId: 'quad-widget',
  hasClientSecret: true,
  hasPortalSecret: false,
  entryPoint: null,
  enabled: true,
  redirectUri: 'https://quad.example/api/v1/interactionSite/auth/sso/callback',
  serviceProviderEntityId: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function serveProvider(identityProvider: typeof stored | null) {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/identityProvider`, () =>
      okAs(identityProviderResponseSchema, { identityProvider }),
    ),
    http.put(`${API}/admin/identityProvider`, async ({ request }) => {
      const input = identityProviderInputSchema.parse(await request.json());
      return okAs(identityProviderResponseSchema, {
        identityProvider: { ...stored, displayName: input.displayName },
      });
    }),
  );
}

describe('sign-in provider', () => {
  it('keeps the stored secret when left empty', async () => {
    const { callsTo } = serveProvider(stored);
    renderConsole('/1/admin/sign-in');
    const name = await screen.findByLabelText('Button name');
    expect(name).toHaveValue('Demo University account');
    expect(screen.getAllByText('Stored. Leave empty to keep it.')).toHaveLength(1);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Demo login');
    await user.click(screen.getByRole('button', { name: 'Save provider' }));
    expect(
      await screen.findByText('Saved. The sign-in screens offer this provider.'),
    ).toBeInTheDocument();
    const body = callsTo('PUT', '/admin/identityProvider')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'oidc',
      displayName: 'Demo login',
      clientId: 'quad-widget',
    });
    expect(body).not.toHaveProperty('clientSecret');
  });

  it('checks a new SAML provider before sending it', async () => {
    const { callsTo } = serveProvider(null);
    renderConsole('/1/admin/sign-in');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Protocol'), 'SAML 2.0');
    await user.type(screen.getByLabelText('Single sign-on URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save provider' }));
    expect(screen.getByText('Give the button a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the single sign-on URL.')).toBeInTheDocument();
    expect(screen.getByText('Paste the whole PEM certificate.')).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/identityProvider')).toHaveLength(0);
  });
});
