// Pacing autoplay, apart from hooks.ts: the widgets that play on their own use it, and the Match
// pairing widget, which never does, then loads none of it.
import { useEffect } from 'preact/hooks';

/** Calls `tick` after `delay` ms whenever `active` holds, again after every change of `key`. */
export function useAutoplay(active: boolean, delay: number, key: unknown, tick: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(tick, delay);
    return () => clearTimeout(timer);
  }, [active, delay, key]);
}
