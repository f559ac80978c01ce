// Defence rolls with their outcome band. The band is the engine's (defenceBand, from the die and
// fails-on in force); the outcome is the event's. Nothing here decides whether a roll holds.
import { defenceBand, type Params } from '../../engine/values.ts';
import type { GameEvent } from '../../engine/index.ts';

type Defence = Extract<GameEvent, { type: 'defence' }>;

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** Pips up to six; a larger face is written as its number, as on a D10 or D20. */
function Die({ value, held }: { value: number; held: boolean }) {
  const pips = PIPS[value];
  return (
    <svg class={`sow-die ${held ? 'sow-die--held' : 'sow-die--failed'}`} viewBox="-1.6 -1.6 3.2 3.2" aria-hidden="true">
      <rect x={-1.5} y={-1.5} width={3} height={3} rx={0.6} />
      {pips
        ? pips.map(([x, y], i) => <circle key={i} cx={x * 0.8} cy={y * 0.8} r={0.32} />)
        : (
            <text x={0} y={0.55} text-anchor="middle" font-size={1.6}>
              {value}
            </text>
          )}
    </svg>
  );
}

export function Rolls({ rolls, params }: { rolls: readonly Defence[]; params: Pick<Params, 'die' | 'fails-on'> }) {
  const b = defenceBand(params);
  const band = (held: boolean) => ` (${held ? b.holds : b.fails})`;
  return (
    <div class="sow-rolls">
      <p class="sow-rolls__band">{`Defence test, ${b.die}: ${b.holds} holds and strikes back; ${b.fails} fails and is removed.`}</p>
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
