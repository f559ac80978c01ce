// The WAR widget (system `war`, turn-systems.md WA1–WA8): a seeded game between two engine policies,
// stepped by activation, by round or to the end. It shows the round and act, the dice left to use (in the
// bag from Act 2), each draw, the Act 3 roll for Actions, each activation's Actions, the activation dice
// and fatigue tokens on the bases, and the engine's log citing WAR's steps.
import { useId, useReducer } from 'preact/hooks';
import { pending, WAR_STEPS, LAST_ROUND, type Pending, type Scenario, type Side, type WarState } from '../engine/browser.ts';
import { urls } from '../shared/urls.ts';
import { SIDE_NAME, sideColours } from './models/format.ts';
import { actTitle, initialWar, WAR_POLICIES, warOver, warReducer, warView, type WarPolicy, type WarView } from './models/war-model.ts';
import type { WidgetProps } from './models/types.ts';
import { Log } from './views/Log.tsx';
import { SeedField } from './views/SeedField.tsx';
import { StepRefs, type StepLinks } from './views/StepRefs.tsx';
import { baseView, TableSvg } from './views/TableSvg.tsx';

const STEP_LINKS: StepLinks = Object.fromEntries(WAR_STEPS.map((s) => [s.id, { label: s.spec, href: `${urls.systems('war')}#${s.id}`, title: s.title }]));
const SIDES: readonly Side[] = ['instigator', 'retaliator'];

const isPolicy = (c: string): c is WarPolicy => (WAR_POLICIES as readonly string[]).includes(c);

export default function War({ preset: name, setup: preset, ruleLinks, anchor }: WidgetProps) {
  const { instigator, retaliator } = preset.controllers;
  // Presets give WAR policies (a test holds them to it); anything else plays as counter.
  const [m, dispatch] = useReducer(warReducer, null, () =>
    initialWar(preset.scenario, { instigator: isPolicy(instigator) ? instigator : 'counter', retaliator: isPolicy(retaliator) ? retaliator : 'counter' }),
  );
  const id = anchor ?? `widget-war-${name}`;
  const { state, events } = m.session;
  const rs = m.scenario.ruleset;
  const colours = sideColours(rs);
  const t = state.turnState as WarState;
  const view = warView(state, events);
  const p = pending(state);
  const over = warOver(m);
  const r = state.params.base / 2;
  const bases = state.combatants.map((c, k) => {
    const fatigue = t.fatigue[k]!;
    const note = [t.activated[k] ? 'activated' : '', fatigue > 0 ? `${fatigue} fatigue` : ''].filter(Boolean).join(', ');
    const decor = (
      <>
        {t.activated[k] && <ActivationDie r={r} />}
        {fatigue > 0 && <FatigueTokens r={r} n={fatigue} />}
      </>
    );
    return baseView(c, false, { note, decor });
  });
  const seed = m.scenario.seed ?? 1;

  return (
    <section class="sow-widget sow-war" aria-label="WAR game" id={id}>
      <p class="sow-widget__title">{`WAR game: ${preset.title}`}</p>
      <p class="sow-caption">{preset.caption}</p>
      <div class="sow-game__body">
        <TableSvg
          table={state.params.table}
          bases={bases}
          colours={colours}
          label={`Table, ${state.params.table.width} by ${state.params.table.depth} inches, seen from above: white dice mark combatants activated this round, orange dots are fatigue tokens`}
          diameter={state.params.base}
        />
        <div class="sow-game__side">
          <p class="sow-war__round">{`Round ${view.round} of ${LAST_ROUND}: ${actTitle(view.act)}`}</p>
          <p class="sow-status" aria-live="polite">
            {statusOf(p, state.turn)}
          </p>
          <Round view={view} />
        </div>
      </div>
      <div class="sow-controls">
        <button type="button" class="sow-primary" disabled={over} onClick={() => dispatch({ type: 'activation' })}>
          Next activation
        </button>
        <button type="button" disabled={over} onClick={() => dispatch({ type: 'round' })}>
          Next round
        </button>
        <button type="button" disabled={over} onClick={() => dispatch({ type: 'end' })}>
          Play to the end
        </button>
        <button type="button" onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </button>
      </div>
      <div class="sow-controls">
        {SIDES.map((side) => (
          <PolicyField key={side} side={side} value={m.policies[side]} onChange={(value) => dispatch({ type: 'policy', side, value })} />
        ))}
        <SeedField
          value={seed}
          onSeed={(s) =>
            void import('./models/deploy.ts').then((d) =>
              dispatch({ type: 'scenario', scenario: { ...d.deployScenario(s, rs), system: 'war' } satisfies Scenario }),
            )
          }
        />
      </div>
      <Log
        label="WAR log"
        events={events}
        ruleset={rs}
        ruleLinks={ruleLinks}
        params={state.params}
        sentences={state.system.sentences}
        cite={(e) => <StepRefs event={e} links={STEP_LINKS} />}
      />
    </section>
  );
}

/** The activation die beside a base that has activated this round: a small die showing one pip. */
function ActivationDie({ r }: { r: number }) {
  const size = r * 0.8;
  return (
    <g class="sow-activation-die" transform={`translate(${r * 0.7} ${-r * 1.2})`}>
      <rect x={0} y={0} width={size} height={size} rx={size * 0.2} />
      <circle cx={size / 2} cy={size / 2} r={size * 0.13} />
    </g>
  );
}

/** Fatigue tokens in a row under a base; beyond five, the count is written beside them. */
function FatigueTokens({ r, n }: { r: number; n: number }) {
  const shown = Math.min(n, 5);
  const gapX = r * 0.5;
  return (
    <g class="sow-fatigue">
      {Array.from({ length: shown }, (_, i) => (
        <circle key={i} cx={(i - (shown - 1) / 2) * gapX} cy={r * 1.3} r={r * 0.22} />
      ))}
      {n > shown && <text x={((shown - 1) / 2) * gapX + r * 0.3} y={r * 1.3} dy="0.12" class="sow-fatigue__count">{`${n}`}</text>}
    </g>
  );
}

/** What the game waits for, in the reader's words. */
function statusOf(p: Pending, round: number): string {
  if (p.kind === 'over') return `Game over after round ${round}: ${p.winner === 'draw' ? 'a draw' : `the ${SIDE_NAME[p.winner]} wins`}.`;
  if (p.kind === 'activate-combatant') {
    const who = `the ${SIDE_NAME[p.side]}`;
    const choice = `one of ${p.options.join(', ')}`;
    return p.act === 1 ? `It is ${who}'s turn to activate ${choice}.` : `The bag named ${who}, which activates ${choice}.`;
  }
  if (p.kind === 'activation-action') return `${p.combatant} (${SIDE_NAME[p.side]}) is activated: Action ${p.action} of ${p.actions}, ${p.fatigue} fatigue.`;
  return `Round ${round}.`;
}

const dice = (n: Record<Side, number>) => `${n.instigator} Instigator, ${n.retaliator} Retaliator`;

/** This round: the dice left, the draws, the activations and their Actions, and the fatigue on the table. */
function Round({ view }: { view: WarView }) {
  const ids = useId();
  const tired = view.fatigue.filter((f) => f.fatigue > 0);
  return (
    <div class="sow-war__panel">
      <div>
        <p id={`${ids}-dice`}>{`${view.act === 1 ? 'Dice still to use' : 'In the bag'}: ${dice(view.dice)}.`}</p>
        {view.act > 1 && (
          <>
            <p id={`${ids}-draws`}>Draws this round:</p>
            {view.draws.length === 0 ? (
              <p>None yet.</p>
            ) : (
              <ol aria-labelledby={`${ids}-draws`}>
                {view.draws.map((d, i) => (
                  <li key={i}>{`${SIDE_NAME[d.side]} (from ${dice(d.bag)})`}</li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      <div>
        <p id={`${ids}-acts`}>Activations this round:</p>
        {view.activations.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol aria-labelledby={`${ids}-acts`}>
            {view.activations.map((a, i) => (
              <li key={i}>
                {`${a.id} (${SIDE_NAME[a.side]})${a.roll !== undefined ? `, rolled ${a.roll}` : ''}: ${a.actions} Action${a.actions === 1 ? '' : 's'}`}
                {a.taken.length > 0 && `: ${a.taken.join(', ')}`}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <p id={`${ids}-fatigue`}>Fatigue:</p>
        {tired.length === 0 ? (
          <p>No fatigue on the table.</p>
        ) : (
          <ul aria-labelledby={`${ids}-fatigue`}>
            {tired.map((f) => (
              <li key={f.id}>{`${f.id}: ${f.fatigue}`}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PolicyField({ side, value, onChange }: { side: Side; value: WarPolicy; onChange: (v: WarPolicy) => void }) {
  const id = useId();
  return (
    <span class="sow-field">
      <label for={id}>{`${SIDE_NAME[side]} policy`}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as WarPolicy)}>
        {WAR_POLICIES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </span>
  );
}
