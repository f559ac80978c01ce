// The coach (issue 19), loaded the first time its switch is on: the Match as it stands on an evaluation
// bar, the reader's last decision inside a Match weighed against every choice it had, and at the end a
// summary linking back to each position. The figures are the engine's (coach-model.ts).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Decision, Side, OffField } from '../../engine/browser.ts';
import type { SharedState } from '../../shared/link-codec.ts';
import { inches, SIDE_NAME, sideColours } from '../models/format.ts';
import { percent } from '../../shared/format.ts';
import { finished, sharedOf, type PlayModel } from '../models/play-model.ts';
import { paramName } from '../links/shared-link.ts';
import { gradeOf, GRADES, makeCoach, type Row, type Standing, type Weighed } from './coach-model.ts';

export interface CoachProps {
  /** The Match or Game widget's model: its session, who plays each side, its shared state. */
  m: PlayModel;
  /** The widget's anchor, which names its link parameter. */
  anchor: string;
  /**
   * Hands the widget the last decision's grade in a sentence ('' for none), which it says beside its
   * decision buttons (reading grade-beside-buttons): below the tracks it was off a phone's screen.
   */
  onGrade: (said: string) => void;
}

const SIDES: readonly Side[] = ['instigator', 'retaliator'];
const points = (n: number) => `${n.toFixed(1)} points`;

export function Coach({ m, anchor, onGrade }: CoachProps) {
  const { session, controllers } = m;
  const shared = () => sharedOf(m);
  const weigh = useRef(makeCoach()).current;
  const view = useMemo(
    () => weigh(session.scenario, session.decisions, controllers, session.state.system),
    [session.scenario, session.decisions, controllers, session.state.system],
  );
  const last = view.weighed.at(-1);
  const rs = session.scenario.ruleset;
  const said = last
    ? `${last.combatant}, Action ${last.action}: ${choiceName(last.rows[last.chosen]!)}, ${last.grade}${last.cost >= 0.05 ? ` (${points(last.cost)} given up)` : ''}.`
    : '';
  useEffect(() => onGrade(said), [said]);
  // Switched off: the grade goes with the panel.
  useEffect(() => () => onGrade(''), []);
  return (
    <div class="sow-coach__panel">
      {view.atOnce ? (
        <p>
          The coach weighs Matches with strikes in turn only: with strikes at once each choice is made unseen, and the engine has no best play to measure
          against.
        </p>
      ) : (
        <p class="sow-caption">{`Each of your decisions inside a Match is weighed with the engine's exact odds, your side then playing on as optimal. Cost: points of win chance given up against the best choice, both standing counting half a win. ${GRADES.map((g) => (g.below === Infinity ? `${g.grade} 10 or more` : `${g.grade} under ${g.below}`)).join(', ')}.`}</p>
      )}
      {view.now && <Bar standing={view.now} colours={sideColours(rs, shared().colours)} mine={view.mine} />}
      {last && <Choices w={last} said={view.now && offFieldNote(view.now.offField)} />}
      {finished(m) && <Summary weighed={view.weighed} decisions={session.decisions} shared={shared} param={paramName(anchor)} anchor={anchor} />}
    </div>
  );
}

function choiceName(r: Row): string {
  return r.choice === 'wait' ? 'Wait' : `Move ${r.choice} ${inches(r.distance, 2)}`;
}

/** Reading open-field-reach, in words: what the figures leave out here. */
function offFieldNote(list: readonly OffField[]): string | null {
  if (list.length === 0) return null;
  const what = list.map((o) => {
    const dir = o.toward ? 'toward' : 'away';
    const reach = `${o.moves} Move${o.moves === 1 ? '' : 's'}`;
    return `${o.combatant}'s Move ${dir} meets ${o.meets === 'edge' ? "the table's edge (off the table, it is removed)" : o.meets} within ${reach}`;
  });
  return `These figures are the open-field Match's, with nothing else on the table. Here ${what.join('; ')}, which they leave out.`;
}

function Bar({ standing, colours, mine }: { standing: Standing; colours: Record<Side, { name: string; fill: string }>; mine: Side[] }) {
  const { odds, policies } = standing;
  const who = SIDES.map((s) => `${SIDE_NAME[s]} ${mine.includes(s) ? '(yours, as optimal)' : `(${policies[s]})`}`).join(' v ');
  const text = `The Match as it stands, ${who}: the Instigator's combatant wins ${percent(odds.instigator)}, both stand ${percent(odds.bothStand)}, the Retaliator's combatant wins ${percent(odds.retaliator)}.`;
  const note = offFieldNote(standing.offField);
  return (
    <div class="sow-coach__standing">
      <div class="sow-coach__bar" role="img" aria-label={text}>
        <span style={{ width: percent(odds.instigator), background: colours.instigator.fill }} />
        <span class="sow-coach__stand" style={{ width: percent(odds.bothStand) }} />
        <span style={{ width: percent(odds.retaliator), background: colours.retaliator.fill }} />
      </div>
      <p aria-hidden="true" class="sow-caption">
        {text}
      </p>
      {note && <p class="sow-coach__note">{note}</p>}
    </div>
  );
}

/** The reader's last weighed decision; its open-field note unless the bar above already says the same (`said`). */
function Choices({ w, said }: { w: Weighed; said: string | null }) {
  const other: Side = w.side === 'instigator' ? 'retaliator' : 'instigator';
  const note = offFieldNote(w.offField);
  return (
    <>
      <table class="sow-coach__choices">
        <caption>{`Your last decision: ${w.combatant}, Action ${w.action}, gap ${inches(w.gap, 2)} (Turn ${w.turn}, Match ${w.match}); ${w.opponent} plays ${w.policies[other]}`}</caption>
        <thead>
          <tr>
            <th scope="col">Choice</th>
            <th scope="col">{`${w.combatant} wins`}</th>
            <th scope="col">{`${w.opponent} wins`}</th>
            <th scope="col">Both stand</th>
            <th scope="col">Cost</th>
            <th scope="col">Grade</th>
          </tr>
        </thead>
        <tbody>
          {w.rows.map((r, i) => (
            <tr key={i} class={i === w.chosen ? 'sow-coach__chosen' : undefined}>
              <th scope="row">{i === w.chosen ? `${choiceName(r)} (your choice)` : choiceName(r)}</th>
              <td>{percent(r.odds[w.side])}</td>
              <td>{percent(r.odds[other])}</td>
              <td>{percent(r.odds.bothStand)}</td>
              <td>{r.cost.toFixed(1)}</td>
              <td>{gradeOf(r.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && note !== said && <p class="sow-coach__note">{note}</p>}
    </>
  );
}

function Summary({
  weighed,
  decisions,
  shared,
  param,
  anchor,
}: {
  weighed: Weighed[];
  decisions: readonly Decision[];
  shared: () => SharedState;
  param: string;
  anchor: string;
}) {
  const [links, setLinks] = useState<string[] | null>(null);
  useEffect(() => {
    import('../links/url-state.ts').then(({ linkTo }) => {
      const now = shared();
      setLinks(weighed.map((w) => linkTo(window.location.href, param, { ...now, decisions: decisions.slice(0, w.at) }, anchor)));
    });
  }, [weighed, decisions]);
  if (weighed.length === 0)
    return (
      <section class="sow-coach__summary" aria-label="Your decisions">
        <p>No decision of yours to weigh: nobody played by hand, or every choice came outside a Match or once locked in combat.</p>
      </section>
    );
  const counts = GRADES.map((g) => [g.grade, weighed.filter((w) => w.grade === g.grade).length] as const).filter(([, n]) => n > 0);
  const lost = weighed.reduce((n, w) => n + w.cost, 0);
  return (
    <section class="sow-coach__summary" aria-label="Your decisions">
      <h3>Your decisions</h3>
      <p>{`${weighed.length} weighed: ${counts.map(([g, n]) => `${n} ${g}`).join(', ')}; ${points(lost)} of win chance given up in all.`}</p>
      <ol>
        {weighed.map((w, i) => (
          <li key={w.at}>
            {links ? (
              <a href={links[i]}>{`Turn ${w.turn}, Match ${w.match}: ${w.combatant}, Action ${w.action}`}</a>
            ) : (
              `Turn ${w.turn}, Match ${w.match}: ${w.combatant}, Action ${w.action}`
            )}
            {`: ${choiceName(w.rows[w.chosen]!)}, ${w.grade}${w.cost >= 0.05 ? ` (${points(w.cost)})` : ''}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
