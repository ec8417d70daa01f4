import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@quad/shared/limits';
import { i18n, loadLaterTexts } from '../i18n/i18n';

/**
 * A route `lazy` loader for a page component in its own chunk. A chunk that has not arrived
 * after CHUNK_LOAD_TIMEOUT_MS (spec §9) fails, so the route error screen can offer a reload.
 * The texts of the screens beyond the home arrive alongside (once).
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(i18n.t('errors.chunkTimeout'))),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      const [Component] = await Promise.race([Promise.all([load(), loadLaterTexts()]), timeout]);
      return { Component };
    } finally {
      clearTimeout(timer);
    }
  };
}
