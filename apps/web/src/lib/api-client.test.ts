import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/helpers';
import { ApiError, apiClient, createApiClient, CLIENT_ERROR_CODES } from './api-client';
import { maintenanceStore } from './maintenance-store';
import { createTokenStore } from './token-store';

const account = { id: 7 };

function setup({ pathname = '/1/posts/campus-life-5' } = {}) {
  const tokens = createTokenStore(window.localStorage);
  const navigate = vi.fn();
  const onMaintenance = vi.fn();
  const client = createApiClient({ tokens, navigate, onMaintenance, getPathname: () => pathname });
  return { client, tokens, navigate, onMaintenance };
}

function bearer(init: RequestInit): string | null {
  return new Headers(init.headers).get('Authorization');
}

describe('envelope', () => {
  it('returns the data of a success envelope', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: { posts: [], total: 0 } }));
    const { client } = setup();
    await expect(client.get('/widget/posts')).resolves.toEqual({ posts: [], total: 0 });
  });

  it('says which language the server wrote a failure in, and reads each detail by its code', async () => {
    stubFetch(() => {
      const response = jsonResponse(400, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'body.email: Gib eine E-Mail-Adresse wie name@example.com ein.',
          details: [
            {
              path: 'body.email',
              code: 'invalid_format',
              params: { format: 'email' },
              message: 'Gib eine E-Mail-Adresse wie name@example.com ein.',
            },
          ],
        },
      });
      response.headers.set('content-language', 'de');
      return response;
    });
    const { client } = setup();
    const error = await client
      .post('/interactionSite/auth/unique/email', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      language: 'de',
      details: [{ path: 'body.email', code: 'invalid_format', params: { format: 'email' } }],
    });
  });

  it('throws a typed ApiError carrying status, code, message and details', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'email: Invalid email',
          details: [{ path: 'email', message: 'Invalid email' }],
        },
      }),
    );
    const { client } = setup();
    const error = await client
      .post('/interactionSite/auth/unique/email', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'email: Invalid email',
      details: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('treats a body with no success flag but an error as a failure (spec §5)', async () => {
    stubFetch(() => jsonResponse(200, { error: { code: 'FORBIDDEN', message: 'Not yours' } }));
    const { client } = setup();
    await expect(client.get('/widget/faqs/1')).rejects.toMatchObject({
      status: 200,
      code: 'FORBIDDEN',
      message: 'Not yours',
    });
  });

  it('turns a dropped connection into a network ApiError without a status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { client } = setup();
    await expect(client.get('/widget/settings')).rejects.toMatchObject({
      status: null,
      code: CLIENT_ERROR_CODES.NETWORK_ERROR,
    });
  });

  it('lets a cancelled request reject with the AbortError itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const { client, onMaintenance, navigate } = setup();
    const error = await client.get('/widget/settings').catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a payload that does not match the schema as BAD_RESPONSE', async () => {
    const { z } = await import('zod');
    stubFetch(() => jsonResponse(200, { success: true, data: { name: 42 } }));
    const { client } = setup();
    await expect(
      client.get('/widget/x', { schema: z.object({ name: z.string() }) }),
    ).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.BAD_RESPONSE,
    });
  });

  it('loads a schema given as a loader beside the request, and checks the answer with it', async () => {
    const { z } = await import('zod');
    const schema = z.object({ name: z.string() });
    const load = vi.fn(() => Promise.resolve(schema));
    let name: unknown = 42;
    stubFetch(() => jsonResponse(200, { success: true, data: { name } }));
    const { client } = setup();
    const failed = client.get('/widget/x', { schema: load });
    // Asked for before the answer arrives, not after.
    expect(load).toHaveBeenCalledTimes(1);
    await expect(failed).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.BAD_RESPONSE });
    name = 'Maya';
    await expect(client.get('/widget/x', { schema: load })).resolves.toEqual({ name: 'Maya' });
  });

  it('fails a call like a dropped connection when its schema cannot load', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: { name: 'Maya' } }));
    const { client } = setup();
    await expect(
      client.get('/widget/x', { schema: () => Promise.reject(new TypeError('chunk')) }),
    ).rejects.toMatchObject({ status: null, code: CLIENT_ERROR_CODES.NETWORK_ERROR });
  });
});

describe('tokens', () => {
  it('sends the main token, and the community token on community paths', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { client, tokens } = setup();
    tokens.setTokens('main', { token: 'main-token', refreshToken: 'main-refresh' });
    tokens.setTokens('community', { token: 'community-token', refreshToken: 'community-refresh' });

    await client.get('/interactionSite/account/info');
    await client.get('/community/account/info');

    expect(bearer(fetchMock.mock.calls[0]![1]!)).toBe('Bearer main-token');
    expect(bearer(fetchMock.mock.calls[1]![1]!)).toBe('Bearer community-token');
  });

  it('sends credentials with auth calls only', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: null }));
    const { client } = setup();
    await client.post('/interactionSite/auth/login', { email: 'a@b.test' });
    await client.get('/widget/settings');
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe('include');
    expect(fetchMock.mock.calls[1]![1]!.credentials).toBe('same-origin');
  });
});

describe('401 and token refresh', () => {
  it('shares one refresh among concurrent 401s and retries each call once with the new token', async () => {
    let refreshes = 0;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      if (url.pathname.endsWith('/auth/refreshTokens')) {
        refreshes += 1;
        // The refresh token is the httpOnly cookie: no token in the body, credentials included.
        expect(init.body).toBeUndefined();
        expect(init.credentials).toBe('include');
        await refreshGate;
        return jsonResponse(200, {
          success: true,
          data: { token: 'access-2', refreshToken: 'refresh-2', account },
        });
      }
      if (bearer(init) !== 'Bearer access-2') {
        return jsonResponse(401, {
          success: false,
          error: { code: 'TOKEN_EXPIRED', message: 'Expired' },
        });
      }
      return jsonResponse(200, { success: true, data: { path: url.pathname } });
    });
    const { client, tokens, navigate } = setup();
    tokens.setTokens('main', { token: 'access-1', refreshToken: 'refresh-1' });

    const calls = Promise.all([
      client.get('/interactionSite/dialogs'),
      client.get('/interactionSite/account/info'),
      client.get('/interactionSite/dialogs/new/messagesCounter'),
    ]);
    await vi.waitFor(() => expect(refreshes).toBe(1));
    releaseRefresh();

    await expect(calls).resolves.toEqual([
      { path: '/api/v1/interactionSite/dialogs' },
      { path: '/api/v1/interactionSite/account/info' },
      { path: '/api/v1/interactionSite/dialogs/new/messagesCounter' },
    ]);
    expect(refreshes).toBe(1);
    // 3 rejected calls + 1 refresh + 3 retries.
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(tokens.getToken('main')).toBe('access-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out and goes to {base}/interaction/sign-in when the refresh fails', async () => {
    let refreshes = 0;
    stubFetch((url) => {
      if (url.pathname.endsWith('/auth/refreshTokens')) {
        refreshes += 1;
        return jsonResponse(401, {
          success: false,
          error: { code: 'REFRESH_TOKEN_REUSED', message: 'Reused' },
        });
      }
      return jsonResponse(401, {
        success: false,
        error: { code: 'TOKEN_EXPIRED', message: 'Expired' },
      });
    });
    const { client, tokens, navigate } = setup({ pathname: '/group/3/interaction/dialogs/9' });
    tokens.setTokens('main', { token: 'access-1', refreshToken: 'refresh-1' });

    const results = await Promise.allSettled([
      client.get('/interactionSite/dialogs'),
      client.get('/interactionSite/account/info'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 401 } });
    expect(refreshes).toBe(1);
    expect(tokens.getToken('main')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/group/3/interaction/sign-in', {
      replace: true,
      state: { from: '/group/3/interaction/dialogs/9' },
    });
  });

  it('does not refresh after a 401 from a login call', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(401, {
        success: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      }),
    );
    const { client, navigate } = setup();
    await expect(client.post('/interactionSite/auth/login', {})).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh hits maintenance', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('/auth/refreshTokens')
        ? jsonResponse(503, {
            success: false,
            error: { code: 'MAINTENANCE', message: 'Back soon' },
          })
        : jsonResponse(401, {
            success: false,
            error: { code: 'TOKEN_EXPIRED', message: 'Expired' },
          }),
    );
    const { client, tokens, navigate, onMaintenance } = setup();
    tokens.setTokens('main', { token: 'access-1', refreshToken: 'refresh-1' });
    await expect(client.get('/interactionSite/dialogs')).rejects.toMatchObject({ status: 401 });
    expect(onMaintenance).toHaveBeenCalled();
    expect(tokens.getToken('main')).toBe('access-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('restoring the session on page load', () => {
  it('gets an access token from the refresh cookie, and is "restoring" until it answers', async () => {
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubFetch(async (url, init) => {
      expect(url.pathname).toBe('/api/v1/interactionSite/auth/refreshTokens');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('include');
      expect(init.body).toBeUndefined();
      await gate;
      return jsonResponse(200, {
        success: true,
        data: { token: 'access-1', refreshToken: 'refresh-1', account },
      });
    });
    const { client, tokens, navigate } = setup();
    const restoring = client.restoreSession();
    expect(tokens.status()).toBe('restoring');
    answer();
    await expect(restoring).resolves.toBe(true);
    expect(tokens.status()).toBe('ready');
    expect(tokens.getToken('main')).toBe('access-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    // Nothing of the session is written to Web Storage.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('quad.'))).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
  });

  it('is simply signed out after a 401, without sending anyone to sign in', async () => {
    stubFetch(() =>
      jsonResponse(401, {
        success: false,
        error: { code: 'INVALID_TOKEN', message: 'Your session is not valid.' },
      }),
    );
    const { client, tokens, navigate } = setup();
    await expect(client.restoreSession()).resolves.toBe(false);
    expect(tokens.getToken('main')).toBeNull();
    expect(tokens.status()).toBe('ready');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('maintenance', () => {
  it('switches the global maintenance flag on with a 503', async () => {
    stubFetch(() =>
      jsonResponse(503, { success: false, error: { code: 'MAINTENANCE', message: 'Back soon' } }),
    );
    maintenanceStore.disable();
    await expect(apiClient.get('/widget/settings')).rejects.toMatchObject({
      status: 503,
      code: 'MAINTENANCE',
    });
    expect(maintenanceStore.isOn()).toBe(true);
    maintenanceStore.disable();
  });
});

describe('the community session', () => {
  it('restores from the community cookie with the fingerprint, apart from the main session', async () => {
    const fetchMock = stubFetch((url, init) => {
      expect(url.pathname).toBe('/api/v1/community/auth/refreshTokens');
      expect(init.credentials).toBe('include');
      return jsonResponse(200, { success: true, data: { token: 'c-1', refreshToken: 'cr-1' } });
    });
    const { client, tokens } = setup();
    tokens.setTokens('main', { token: 'main-1' });
    tokens.setStatus('restoring', 'community');
    await expect(client.restoreSession('community')).resolves.toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      fingerprint: tokens.fingerprint(),
    });
    expect(tokens.getToken('community')).toBe('c-1');
    expect(tokens.getToken('main')).toBe('main-1');
    expect(tokens.status('community')).toBe('ready');
    expect(tokens.status()).toBe('ready');
  });

  it('refreshes an expired community token on the community route, and a lost one signs out of the community only', async () => {
    const seen: string[] = [];
    stubFetch((url, init) => {
      seen.push(`${url.pathname} ${bearer(init) ?? '-'}`);
      if (url.pathname.endsWith('/refreshTokens')) {
        return jsonResponse(401, { success: false, error: { code: 'INVALID_TOKEN', message: '' } });
      }
      return jsonResponse(401, { success: false, error: { code: 'UNAUTHORIZED', message: '' } });
    });
    const { client, tokens, navigate } = setup({ pathname: '/1/community/dialogs/4' });
    tokens.setTokens('main', { token: 'main-1' });
    tokens.setTokens('community', { token: 'c-old' });
    await expect(client.get('/community/dialogs/my')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([
      '/api/v1/community/dialogs/my Bearer c-old',
      '/api/v1/community/auth/refreshTokens -',
    ]);
    expect(tokens.getToken('community')).toBeNull();
    expect(tokens.getToken('main')).toBe('main-1');
    expect(navigate).toHaveBeenCalledWith('/1/community/sign-in', {
      replace: true,
      state: { from: '/1/community/dialogs/4' },
    });
    // Spec §4: the previous path waits for the next community sign-in.
    expect(sessionStorage.getItem('communityPreviousPath')).toBe('/1/community/dialogs/4');
  });

  it('sends the main token on a main-area call whose path says "communit" when told so', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: {} }));
    const { client, tokens } = setup();
    tokens.setTokens('main', { token: 'main-1' });
    tokens.setTokens('community', { token: 'c-1' });
    await client.post('/widget/account/communityHandoff', {}, { scope: 'main' });
    await client.get('/community/account/info');
    expect(fetchMock.mock.calls.map(([, init]) => bearer(init ?? {}))).toEqual([
      'Bearer main-1',
      'Bearer c-1',
    ]);
  });
});
