import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import '../i18n/i18n';
import { tokenStore } from '../lib/token-store';
import { mswServer } from './msw';

// A screen waits for what a person would see: a lazy page's chunk or a chart can take more than
// the default second on a busy machine. A deadline, not a measurement: a found element returns
// at once.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Outbound network is refused in tests (STYLE.md): a request no test set up (an MSW handler or
 * its own fetch stub) fails the test that made it, whatever the code under test did with the
 * refusal.
 */
let refused: string[] = [];
function refuse(what: string): never {
  refused.push(what);
  throw new TypeError(`Network refused in tests: ${what}`);
}
class RefusedWebSocket {
  constructor(url: string | URL) {
    refuse(`WebSocket ${String(url)}`);
  }
}
class RefusedXMLHttpRequest {
  open(method: string, url: string | URL) {
    refuse(`XMLHttpRequest ${method} ${String(url)}`);
  }
}

beforeAll(() =>
  mswServer.listen({
    onUnhandledRequest: (request, print) => {
      refused.push(`fetch ${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterAll(() => mswServer.close());

beforeEach(() => {
  refused = [];
  vi.stubGlobal('WebSocket', RefusedWebSocket);
  vi.stubGlobal('XMLHttpRequest', RefusedXMLHttpRequest);
});

afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.clear('main');
  tokenStore.clear('community');
  tokenStore.setStatus('ready');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  const attempts = refused;
  refused = [];
  if (attempts.length > 0) {
    throw new Error(`The test reached the network without a stub:\n${attempts.join('\n')}`);
  }
});
