// Defence rolls with their outcome band. The band's edge (`failFrom`) is the engine's P_DEFENCE_FAILS
// as a face, resolved at build time; the outcome is the event's. Nothing here decides whether a roll holds.
import type { GameEvent } from '../engine/index.ts';

type Defence = Extract<GameEvent, { type: 'defence' }>;

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function Die({ value, held }: { value: number; held: boolean }) {
  return (
    <svg class={`sow-die ${held ? 'sow-die--held' : 'sow-die--failed'}`} viewBox="-1.6 -1.6 3.2 3.2" aria-hidden="true">
      <rect x={-1.5} y={-1.5} width={3} height={3} rx={0.6} />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x * 0.8} cy={y * 0.8} r={0.32} />
      ))}
    </svg>
  );
}

export function Rolls({ rolls, failFrom }: { rolls: readonly Defence[]; failFrom?: number }) {
  const band = (held: boolean) => (failFrom === undefined ? '' : held ? ` (1–${failFrom - 1})` : ` (${failFrom}–6)`);
  return (
    <div class="sow-rolls">
      {failFrom !== undefined && <p class="sow-rolls__band">{`Defence test, 1D6: 1–${failFrom - 1} holds and strikes back; ${failFrom}–6 fails and is removed.`}</p>}
      {rolls.length > 0 && (
        <ol class="sow-rolls__list" aria-label="Defence rolls">
          {rolls.map((r, i) => (
            <li key={i} class={r.held ? 'sow-roll--held' : 'sow-roll--failed'}>
              <Die value={r.roll} held={r.held} />
              <span>{`${r.id} rolls ${r.roll} (Action ${r.action}): ${r.held ? 'holds' : 'fails'}${band(r.held)}`}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
