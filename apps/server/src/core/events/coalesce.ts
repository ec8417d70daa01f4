/**
 * Runs `work` one call at a time: a call made while it runs schedules exactly one more run, and
 * every caller's promise settles after the run that saw its data. Failures go to `onError`; the
 * caller's periodic sweep retries.
 */
export function coalesce(
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): { run: () => Promise<void>; idle: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  const idle = async () => {
    await running;
  };
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await work();
        } while (again);
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return { run, idle };
}
