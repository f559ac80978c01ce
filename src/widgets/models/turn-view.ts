// Where the reader is in a Turn, read off the engine's events: the Match shown last and who is Inert.
// Apart from match-view.ts, so the Match pairing widget does not load the Match summary it never draws.
import type { GameEvent } from '../../engine/browser.ts';

/** Index of the last match-start event at or before `upTo`, or -1. */
export function lastMatchStart(events: readonly GameEvent[], upTo = events.length - 1): number {
  for (let i = Math.min(upTo, events.length - 1); i >= 0; i--) if (events[i]!.type === 'match-start') return i;
  return -1;
}

/** Ids Inert in the Turn the reader is looking at: both sides of every Match shown since that Turn began. */
export function shownInert(events: readonly GameEvent[], shown: number): Set<string> {
  const inert = new Set<string>();
  for (let i = 0; i < shown; i++) {
    const e = events[i]!;
    if (e.type === 'turn-start') inert.clear();
    else if (e.type === 'match-end') e.inert.forEach((id) => inert.add(id));
  }
  return inert;
}
