// An event as it goes out of the code (`sow play --json`, the recorded game digests): the engine calls the
// open cases it cites `readings`; the printed field keeps its first name, `rulings`, in its place, so every
// output and digest holds byte for byte (reading `formats-keep-their-names`).
import type { GameEvent } from '../engine/browser.ts';

export function printedEvent(e: GameEvent): object {
  if (!('readings' in e)) return e;
  return Object.fromEntries(Object.entries(e).map(([k, v]) => [k === 'readings' ? 'rulings' : k, v]));
}
