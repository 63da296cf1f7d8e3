import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when stopped or finished. */
  secondsLeft: number;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown (e.g. "Resend code in 42s"), measured against the clock so a throttled tab stays
 * right. Starts at `initialSeconds` when given.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  const stop = useCallback(() => {
    setSecondsLeft(0);
    setEndsAt(null);
  }, []);

  return { secondsLeft, start, stop };
}
