import { useEffect, useState } from 'react';

/**
 * Runs `start` once what the component drew when `isReady` became true has been painted and the
 * browser is then idle, and returns whether it has run (it stays true). For a chunk the first
 * view does not need (a row's details, a modal): asked for before
 * the page's data is painted, it would stand in the way of that paint (Lighthouse's LCP counts
 * every request started before it, D-245); asked for after, it is there by the time a person
 * clicks.
 */
export function useAfterFirstPaint(start?: () => unknown, isReady = true): boolean {
  const [hasRun, setHasRun] = useState(false);
  useEffect(() => {
    if (!isReady || hasRun) return;
    let isLeft = false;
    const run = () => {
      if (isLeft) return;
      start?.();
      setHasRun(true);
    };
    const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 100));
    // A timer set in an animation frame fires after that frame is painted: an idle callback
    // alone may run between the commit and its paint.
    const frame = requestAnimationFrame(() => setTimeout(whenIdle));
    return () => {
      isLeft = true;
      cancelAnimationFrame(frame);
    };
    // `start` is a module-level import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, hasRun]);
  return hasRun;
}
