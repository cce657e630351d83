import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts of a page to draw: the first at once, then one more in a task of
 * its own after each is drawn (D-212). A transition renders in slices but commits, and the
 * browser lays out what it committed, in one task; a long form or list drawn whole was one
 * task of 300-1,000 ms on a phone, while one part at a time keeps each short and lets typing
 * in. Parts are added below the last, so nothing already drawn moves.
 */
export function useOneMoreAfterEachPaint(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
