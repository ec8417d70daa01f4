import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../i18n/i18n';
import { tokenStore } from '../lib/token-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.clear('main');
  tokenStore.clear('community');
  tokenStore.setStatus('ready');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
