import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { GetContentResponse } from '@quad/shared/contracts/content';
import { singleSectionTarget } from '../section-redirect';

/**
 * Goes straight to the only section with content (spec §2), once, on the first answer of an
 * unfiltered home; a later refresh never moves the visitor.
 */
export function useSingleSectionRedirect(
  content: GetContentResponse | undefined,
  base: string,
  enabled: boolean,
): void {
  const navigate = useNavigate();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !content || !enabled) return;
    decided.current = true;
    const target = singleSectionTarget(content, base);
    if (target) void navigate(target, { replace: true });
  }, [content, base, enabled, navigate]);
}
