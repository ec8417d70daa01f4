import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first invalid control of the form, so keyboard and
 * screen-reader users land on the problem (its message is tied to it by aria-describedby).
 */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const lastHandled = useRef(0);
  useEffect(() => {
    if (attempt === lastHandled.current) return;
    lastHandled.current = attempt;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return () => setAttempt((count) => count + 1);
}
