// Defence rolls with their outcome band. The band's edge comes from the engine's P_DEFENCE_FAILS,
// the outcome from the event; nothing here decides whether a roll holds.
import { P_DEFENCE_FAILS } from '../engine/solver.ts';
import type { GameEvent } from '../engine/index.ts';

type Defence = Extract<GameEvent, { type: 'defence' }>;

/** The lowest failing face: 5 when two faces in six fail. */
export const FAIL_FROM = 7 - Math.round(P_DEFENCE_FAILS * 6);

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

export function Rolls({ rolls }: { rolls: readonly Defence[] }) {
  return (
    <div class="sow-rolls">
      <p class="sow-rolls__band">{`Defence test, 1D6: 1–${FAIL_FROM - 1} holds and strikes back; ${FAIL_FROM}–6 fails and is removed.`}</p>
      {rolls.length > 0 && (
        <ol class="sow-rolls__list" aria-label="Defence rolls">
          {rolls.map((r, i) => (
            <li key={i} class={r.held ? 'sow-roll--held' : 'sow-roll--failed'}>
              <Die value={r.roll} held={r.held} />
              <span>{`${r.id} rolls ${r.roll} (Action ${r.action}): ${r.held ? `holds (1–${FAIL_FROM - 1})` : `fails (${FAIL_FROM}–6)`}`}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
