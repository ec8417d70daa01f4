import { useEffect, useState } from 'react';

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until a moment, split for display; null once it has passed. */
export function countdownTo(target: number, now: number): Countdown | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** A countdown to a date, ticking every second. */
export function useCountdown(date: string): Countdown | null {
  const target = Date.parse(date);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return countdownTo(target, now);
}
