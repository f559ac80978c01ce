// A side's five Action slots, filled as the engine reports Actions spent. A slot reads "Action 1", never
// I1 or R1: those are combatants' names, and "I1 to act" under "Removed: I1" misled readers.
import type { Side } from '../../engine/browser.ts';
import { SIDE_NAME } from '../models/format.ts';

export function ActionTrack({ side, id, slots, next }: { side: Side; id: string; slots: ReadonlyArray<string | null>; next: boolean }) {
  const used = slots.filter((s) => s !== null).length;
  const first = slots.findIndex((s) => s === null);
  return (
    <div class={`sow-track sow-track--${side}`}>
      <p class="sow-track__title" id={`track-${side}-${id}`}>{`${SIDE_NAME[side]}'s ${id}: ${used} of ${slots.length} Actions used`}</p>
      <ol class="sow-track__slots" aria-labelledby={`track-${side}-${id}`}>
        {slots.map((s, k) => (
          <li key={k} class={`sow-slot${s ? ' sow-slot--used' : ''}${next && k === first ? ' sow-slot--next' : ''}`}>
            <span class="sow-slot__name">
              {`Action ${k + 1}`}
              <span class="sow-visually-hidden">{` of ${slots.length} (${SIDE_NAME[side]})`}</span>
            </span>
            <span class="sow-slot__what">{s ?? (next && k === first ? 'to act' : '—')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
