import type { z } from 'zod';
import type { ErrorDetail } from '@quad/shared/errors';
import { parseBase } from '@quad/shared/rules/base-path';
import { isRecord } from '@quad/shared/rules/is-record';
import { maintenanceStore } from './maintenance-store';
import { rememberCommunityPath } from './community-return-path';
import { scopeForPath, tokenStore, type TokenScope, type TokenStore } from './token-store';

/** Codes of failures that never reached the server's error handler. */
export const CLIENT_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  BAD_RESPONSE: 'BAD_RESPONSE',
  HTTP_ERROR: 'HTTP_ERROR',
} as const;

/** A failed call: the contract's error envelope (CONTRACT §2), or a network failure (status null). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  /** The language the server wrote `message` in (its Content-Language), when it said. */
  readonly language: string | undefined;
  /** What was not found (a 404) or why it was refused (a 403), when the server named it. */
  readonly reason: string | undefined;

  constructor(init: {
    status: number | null;
    code: string;
    message: string;
    details?: ErrorDetail[];
    language?: string | undefined;
    reason?: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.language = init.language;
    this.reason = init.reason;
  }
}

/** True for a request the caller cancelled; such failures are ignored everywhere (spec §8). */
export function isAbortError(error: unknown): boolean {
  // DOMException is not an Error subclass everywhere, so look at the name.
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value or FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Parses the payload; a mismatch is a BAD_RESPONSE error rather than a crash further down.
   * A loader of the schema fetches its contract beside the request: the first screen's calls
   * pass one, so that no schema (nor zod) comes with the page.
   */
  schema?: ResponseSchema<T>;
  /**
   * Whose token the call carries, when its path says otherwise: the widget's community hand-off
   * (`/widget/account/communityHandoff`) is a main-area call although its path says 'communit'.
   */
  scope?: TokenScope;
};

/** A response's schema, or a loader of it (a dynamic import of its contract). */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

type NavigateOptions = { replace?: boolean; state?: unknown };

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens: TokenStore;
  /** Client-side navigation to the sign-in screen after the session is lost. */
  navigate: (to: string, options?: NavigateOptions) => void;
  getPathname?: () => string;
  onMaintenance?: () => void;
};

const REFRESH_PATH = {
  main: '/interactionSite/auth/refreshTokens',
  community: '/community/auth/refreshTokens',
} as const satisfies Record<TokenScope, string>;
// Calls where a 401 means "wrong credentials", not "expired token": never refreshed (spec §4).
const SIGN_IN_CALL =
  /\/auth\/(login|registration|refreshTokens|ssoNewLogin|sso\/callback|google|tiktok|checkEmail|recovery|logout)/;
const refreshResultSchema = () =>
  import('@quad/shared/contracts/auth').then(({ authResultSchema }) =>
    authResultSchema.pick({ token: true }),
  );

type RawResponse = { status: number; body: unknown; language?: string | undefined };

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A failure's field problems as the contract describes them, or undefined when it has none. */
async function detailsOf(details: unknown): Promise<ErrorDetail[] | undefined> {
  // Most failures carry none: their contract (and zod) is not loaded for them.
  if (!Array.isArray(details)) return undefined;
  const { errorDetailSchema } = await import('@quad/shared/contracts/envelope');
  const parsed = errorDetailSchema
    .extend({ code: errorDetailSchema.shape.code.default('custom') })
    .array()
    .safeParse(details);
  return parsed.success ? parsed.data : undefined;
}

async function errorFromBody(status: number, error: unknown, language?: string): Promise<ApiError> {
  const fields = isRecord(error) ? error : {};
  const details = await detailsOf(fields['details']);
  return new ApiError({
    status,
    code: typeof fields['code'] === 'string' ? fields['code'] : CLIENT_ERROR_CODES.HTTP_ERROR,
    message:
      typeof fields['message'] === 'string'
        ? fields['message']
        : typeof error === 'string'
          ? error
          : '',
    details,
    language,
    reason: typeof fields['reason'] === 'string' ? fields['reason'] : undefined,
  });
}

/** The payload of a response, or the typed error its envelope describes (CONTRACT §2, spec §5). */
export async function unwrapEnvelope({ status, body, language }: RawResponse): Promise<unknown> {
  if (isRecord(body)) {
    if (body['success'] === true) return body['data'];
    // A body with no success flag but an error is a failure too (spec §5).
    if (body['success'] === false || body['error'] != null) {
      throw await errorFromBody(status, body['error'], language);
    }
  }
  if (status >= 200 && status < 300) return body;
  throw new ApiError({ status, code: CLIENT_ERROR_CODES.HTTP_ERROR, message: '' });
}

/**
 * A call's schema, its loader started beside the request. A contract that cannot load (the
 * network dropped) fails the call like the request would.
 */
function loadSchema<T>(schema: ResponseSchema<T> | undefined): Promise<z.ZodType<T>> | undefined {
  if (schema === undefined) return undefined;
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch(() => {
    throw new ApiError({ status: null, code: CLIENT_ERROR_CODES.NETWORK_ERROR, message: '' });
  });
  // A call that fails first never reads it.
  loading.catch(() => undefined);
  return loading;
}

/** Builds the fetch wrapper every feature calls through. */
export function createApiClient(options: ApiClientOptions) {
  const {
    baseUrl = '/api/v1',
    tokens,
    navigate,
    getPathname = () => window.location.pathname,
    onMaintenance,
  } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The one refresh per scope that concurrent 401s share, keyed by the token that was rejected.
  const refreshes = new Map<TokenScope, { forToken: string | null; done: Promise<boolean> }>();

  async function send(
    path: string,
    init: RequestOptions<unknown>,
    token: string | null,
  ): Promise<RawResponse> {
    const headers = new Headers({ Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers.set('Content-Type', 'application/json');
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The language the page shows: the server writes mail and messages in it.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers.set('Accept-Language', language);

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}${buildQuery(init.query)}`, {
        method: init.method ?? 'GET',
        headers,
        body,
        signal: init.signal,
        // Auth calls carry the httpOnly refresh cookie (CONTRACT §2).
        credentials: path.includes('/auth/') ? 'include' : 'same-origin',
      });
    } catch (error) {
      if (isAbortError(error) || init.signal?.aborted) throw error;
      throw new ApiError({ status: null, code: CLIENT_ERROR_CODES.NETWORK_ERROR, message: '' });
    }
    if (response.status === 503) onMaintenance?.();
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const written = response.headers?.get('content-language') ?? undefined;
    return { status: response.status, body: parsed, language: written };
  }

  function signOut(scope: TokenScope): void {
    tokens.clear(scope);
    const from = getPathname();
    const base = parseBase(from)?.base ?? '';
    // Spec §4: the community area comes back to where it was after signing in again.
    if (scope === 'community') rememberCommunityPath(from);
    const signIn =
      scope === 'community' ? `${base}/community/sign-in` : `${base}/interaction/sign-in`;
    navigate(signIn, { replace: true, state: { from } });
  }

  /**
   * Asks for a new access token. Each account's refresh token is the httpOnly cookie its auth
   * calls carry (`quad_refresh`, or `quad_community_refresh` with the browser's fingerprint); tabs take turns (Web Locks), because a refresh rotates the cookie and the
   * server signs a sign-in out everywhere when a rotated one is presented again.
   */
  async function requestNewToken(scope: TokenScope): Promise<void> {
    const body = scope === 'community' ? { fingerprint: tokens.fingerprint() } : undefined;
    const call = async () => {
      const data = await unwrapEnvelope(
        await send(REFRESH_PATH[scope], { method: 'POST', body }, null),
      );
      // Loaded once there is a session to read: an anonymous visit's 401 needs no schema.
      tokens.setTokens(scope, (await refreshResultSchema()).parse(data));
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) await locks.request(`quad.refresh.${scope}`, call);
    else await call();
  }

  // Maintenance or a dropped connection says nothing about the session.
  const isTransient = (error: unknown) =>
    error instanceof ApiError && (error.status === null || error.status === 503);

  async function refresh(scope: TokenScope): Promise<boolean> {
    try {
      await requestNewToken(scope);
      return true;
    } catch (error) {
      if (!isTransient(error)) signOut(scope);
      return false;
    }
  }

  /**
   * On page load (and when another tab signs in): the refresh cookie, if any, gives this page its
   * access token. A 401 only means signed out. Until it answers, the session is 'restoring'.
   * The community session is restored the same way, apart, when the community area opens.
   */
  async function restoreSession(scope: TokenScope = 'main'): Promise<boolean> {
    // A page that has a session keeps showing it while a new token comes.
    if (tokens.getToken(scope) === null) tokens.setStatus('restoring', scope);
    try {
      await requestNewToken(scope);
      return true;
    } catch (error) {
      if (!isTransient(error)) tokens.clear(scope);
      return false;
    } finally {
      tokens.setStatus('ready', scope);
    }
  }

  function renewToken(scope: TokenScope, rejected: string | null): Promise<boolean> {
    const current = tokens.getToken(scope);
    if (current && current !== rejected) return Promise.resolve(true);
    const pending = refreshes.get(scope);
    if (pending && pending.forToken === rejected) return pending.done;
    const done = refresh(scope);
    refreshes.set(scope, { forToken: rejected, done });
    return done;
  }

  async function request<T = unknown>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const scope = init.scope ?? scopeForPath(path);
    const token = tokens.getToken(scope);
    const schema = loadSchema(init.schema);
    let response = await send(path, init, token);
    if (response.status === 401 && !SIGN_IN_CALL.test(path)) {
      if (await renewToken(scope, token)) {
        response = await send(path, init, tokens.getToken(scope));
        if (response.status === 401) signOut(scope);
      }
    }
    const data = await unwrapEnvelope(response);
    if (!schema) return data as T;
    const parsed = (await schema).safeParse(data);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.BAD_RESPONSE,
      message: '',
    });
  }

  type Init<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    restoreSession,
    get: <T = unknown>(path: string, init?: Init<T>) =>
      request<T>(path, { ...init, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, init?: Init<T>) =>
      request<T>(path, { ...init, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, init?: Init<T>) =>
      request<T>(path, { ...init, method: 'PUT', body }),
    delete: <T = unknown>(path: string, init?: Init<T>) =>
      request<T>(path, { ...init, method: 'DELETE' }),
  };
}

let navigateAfterSignOut: ApiClientOptions['navigate'] = (to) => window.location.assign(to);

/** Lets the router take over the sign-out redirect, so it stays a client-side navigation. */
export function setSignOutNavigator(navigate: ApiClientOptions['navigate']): void {
  navigateAfterSignOut = navigate;
}

export const apiClient = createApiClient({
  tokens: tokenStore,
  navigate: (to, options) => navigateAfterSignOut(to, options),
  onMaintenance: maintenanceStore.enable,
});
