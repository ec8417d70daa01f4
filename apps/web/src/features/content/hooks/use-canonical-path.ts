import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Once an item has loaded, puts its canonical `{slug}-{id}` in the address in place of what
 * led here (a bare id from an embedding page's user_id, post_id or faq_id, or an old slug).
 */
export function useCanonicalPath(canonical: string | null): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!canonical || pathname === canonical || pathname === encodeURI(canonical)) return;
    void navigate(`${canonical}${search}${hash}`, {
      replace: true,
      // Not a new screen: no scroll back to the top.
      state: { ...(state as object | null), oneScreen: true },
      preventScrollReset: true,
    });
  }, [canonical, pathname, search, hash, state, navigate]);
}
