import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first invalid control of the form in page order, so
 * keyboard and screen-reader users land on the problem (its message is tied to it by
 * aria-describedby). It waits a tick: react-hook-form publishes its errors after the callback,
 * and a server refusal sets them after the submit handler returns.
 */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const lastHandled = useRef(0);
  useEffect(() => {
    if (attempt === lastHandled.current) return;
    lastHandled.current = attempt;
    const timer = setTimeout(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [attempt, formRef]);
  return () => setAttempt((count) => count + 1);
}
