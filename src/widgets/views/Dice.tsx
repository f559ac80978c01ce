// Defence rolls with their outcome band. The band is the engine's (defenceBand, from the die and
// fails-on in force); the outcome is the event's. Nothing here decides whether a roll holds.
import { useEffect, useState } from 'preact/hooks';
import { defenceBand, type Params, type GameEvent } from '../../engine/browser.ts';

type Defence = Extract<GameEvent, { type: 'defence' }>;

/** The die's picture loads with the Match's first roll: rule pages carry no glyph code until then. */
let Glyph: typeof import('./die-glyph.tsx').Die | null = null;
function useGlyph(needed: boolean): typeof Glyph {
  const [, loaded] = useState(false);
  useEffect(() => {
    if (needed && !Glyph)
      void import('./die-glyph.tsx').then((g) => {
        Glyph = g.Die;
        loaded(true);
      });
  }, [needed]);
  return Glyph;
}

export function Rolls({ rolls, params }: { rolls: readonly Defence[]; params: Pick<Params, 'die' | 'fails-on'> }) {
  const b = defenceBand(params);
  const Die = useGlyph(rolls.length > 0);
  const band = (held: boolean) => ` (${held ? b.holds : b.fails})`;
  return (
    <div class="sow-rolls">
      <p class="sow-rolls__band">{`Defence test, ${b.die}: ${b.holds} holds and strikes back; ${b.fails} fails and is removed.`}</p>
      {rolls.length > 0 && (
        <ol class="sow-rolls__list" aria-label="Defence rolls">
          {rolls.map((r, i) => (
            <li key={i} class={r.held ? 'sow-roll--held' : 'sow-roll--failed'}>
              {Die ? <Die value={r.roll} held={r.held} /> : <span class="sow-die" />}
              <span>{`${r.id} rolls ${r.roll} (Action ${r.action}): ${r.held ? 'holds' : 'fails'}${band(r.held)}`}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
