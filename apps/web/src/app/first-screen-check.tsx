import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { checkFirstScreen } from './first-screen';

/**
 * Checks the answers the page carried against their contract once the first frame is painted:
 * the contract's code (and zod) then loads without holding up that frame.
 */
export function FirstScreenCheck({ queryClient }: { queryClient: QueryClient }) {
  const painted = useAfterFirstPaint();
  const checked = useRef(false);
  useEffect(() => {
    if (!painted || checked.current) return;
    checked.current = true;
    void checkFirstScreen(queryClient).catch(() => {
      // The contract could not load (the connection dropped): the answers stay as carried.
    });
  }, [painted, queryClient]);
  return null;
}
