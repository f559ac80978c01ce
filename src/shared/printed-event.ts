// An event as it goes out of the code (`sow play --json`, the recorded game digests), under the keys
// printed outputs keep, so every output and digest holds byte for byte.
import { withKeptKeys, type GameEvent } from '../engine/browser.ts';

export function printedEvent(e: GameEvent): object {
  return 'readings' in e ? withKeptKeys(e) : e;
}
