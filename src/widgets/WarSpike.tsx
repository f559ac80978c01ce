// The WarSpike Turn widget (system `warspike`, turn-systems.md WS1–WS9): the reader plays player I —
// elects or passes, picks the active combatant and its target freely — against a policy for player R,
// and watches the reaction, the Paired-Resolution (a Fragment 1 Match), the changeover and the Advantage.
import { useEffect, useId, useReducer, useRef, useState } from 'preact/hooks';
import { legalDecisions, pending, type GameEvent, type PairOption, type Side, IllegalDecision, startSession, warspike } from '../engine/browser.ts';
import { BackReset, Problem } from './views/common.tsx';
import { inches, sideColours } from './models/format.ts';
import { useAutoplay } from './autoplay.ts';
import { usePolicies } from './hooks.ts';
import { linkRefused, paramName, useSharedLink } from './links/shared-link.ts';
import { Log } from './views/Log.tsx';
import { LastMove } from './views/LastMove.tsx';
import { DecisionButtons } from './views/Decide.tsx';
import { finished, initialPlay, pendingPolicy, playReducer, sharedOf } from './models/play-model.ts';
import { ShareLink } from './views/ShareLink.tsx';
import { loadSystem } from '../engine/systems.ts';
import { baseView, TableSvg, type BaseView, type PairLine } from './views/TableSvg.tsx';
import type { WidgetProps } from './models/types.ts';

const PLAYER: Record<Side, string> = { instigator: 'player I', retaliator: 'player R' };
const linkCodec = () => import('./links/url-state.ts');

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const lastOf = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Ev<T> | undefined => events.findLast((e): e is Ev<T> => e.type === type);

export default function WarSpike({ preset: name, setup: preset, ruleLinks, anchor, pace }: WidgetProps) {
  const [m, dispatch] = useReducer(playReducer, null, () => {
    const start = initialPlay(preset.scenario, preset.controllers, 'game-end', [0, 1], {}, warspike);
    // A step page's preset opens the Turn at that step: its decisions so far are already played. Under a
    // version's settled rulings they may not all be possible: then the Turn starts from its beginning.
    if (!preset.opening) return start;
    try {
      return { ...start, session: startSession(preset.scenario, preset.opening, start.session.state.system) };
    } catch (error) {
      if (error instanceof IllegalDecision) return start;
      throw error;
    }
  });
  const id = anchor ?? `widget-warspike-${name}`;
  const param = paramName(id);
  useSharedLink(
    linkCodec,
    param,
    // A link may ask for any pairing (best-odds brings the solver) and strikes at once: the full value.
    (shared) =>
      void Promise.all([import('./models/play-load.ts'), loadSystem('warspike')]).then(([{ loadShared }, full]) =>
        dispatch({ type: 'load', apply: loadShared(shared, 'WarSpike Turn', full) }),
      ),
    (why) => dispatch({ type: 'problem', text: linkRefused('WarSpike Turn', why) }),
    preset.scenario,
  );
  const auto = pendingPolicy(m);
  const policies = usePolicies();
  // The engine's player R answers the reader's decisions at once, one decision a beat.
  useEffect(() => {
    if (auto && !policies.decide) void policies.load();
  });
  const { decide } = policies;
  useAutoplay(auto !== null && decide !== null, pace ?? 500, m.session.decisions.length, () => decide && dispatch({ type: 'tick', decide }));

  const { state, events } = m.session;
  const rs = m.scenario.ruleset;
  // Where the events stood when the reader last decided: what follows is player R's answer.
  const mark = useRef(0);
  const decideMine = (decision: Parameters<typeof dispatch>[0] & { type: 'decide' }) => {
    mark.current = events.length;
    dispatch(decision);
  };
  const colours = sideColours(rs, m.colours);
  const p = pending(state);
  const done = finished(m);
  const mine = !done && p.kind !== 'over' && m.controllers[p.side] === 'person';
  const roles = state.turnState?.system === 'warspike' ? state.turnState : null;
  const advantage = lastOf(events, 'advantage');
  const activation = lastOf(events, 'activation');
  const inMatch = state.phase === 'match' && state.match !== null;

  const bases: BaseView[] = state.combatants.map((c) =>
    baseView(c, c.inert, {
      ...(inMatch && (state.match!.instigator === state.combatants.indexOf(c) || state.match!.retaliator === state.combatants.indexOf(c))
        ? { mark: 'match' as const }
        : {}),
    }),
  );
  const lines: PairLine[] = inMatch
    ? [{ from: state.combatants[state.match!.instigator]!.id, to: state.combatants[state.match!.retaliator]!.id, kind: 'match' }]
    : [];

  let status: string;
  if (p.kind === 'over') status = p.winner === 'draw' ? `The game is a draw (Turn ${state.turn}).` : `${capital(PLAYER[p.winner])} wins (Turn ${state.turn}).`;
  else if (p.kind === 'roles')
    status = `Turn ${state.turn}: ${PLAYER[p.side]} ${p.first ? 'won the coin flip' : 'may take the role the other passed on'}: elect to be the Instigator, or pass.`;
  else if (p.kind === 'activate') status = `Turn ${state.turn}: ${PLAYER[p.side]}, the Instigator, activates a combatant and picks its target.`;
  else if (p.kind === 'leftover')
    status = `${p.combatant} has no target left: it may Move once toward or away from its nearest enemy, ${p.nearest} (${inches(p.gap, 2)}), or Wait.`;
  else if (p.kind === 'changeover')
    status = `Changeover: ${p.combatant} neither acted nor reacted; it may Move once toward or away from ${p.nearest} (${inches(p.gap, 2)}) without touching, or Wait.`;
  else if (p.kind === 'action')
    status = `Paired-Resolution ${activation ? `${activation.active} v ${activation.target}` : ''}: ${p.combatant} (${PLAYER[p.side]}) to act, Action ${p.action} of ${state.params.actions}${p.locked ? (p.defending ? ', defending' : ', striking') : ''}.`;
  else status = `Turn ${state.turn}.`;

  return (
    <section class="sow-widget sow-warspike" aria-label="WarSpike Turn" id={id}>
      <p class="sow-widget__title">{`WarSpike Turn: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <div class="sow-game__body">
        <TableSvg
          table={state.params.table}
          bases={bases}
          colours={colours}
          lines={lines}
          label={`Table, ${state.params.table.width} by ${state.params.table.depth} inches, seen from above`}
          diameter={state.params.base}
        />
        <div class="sow-game__side">
          <p class="sow-status" aria-live="polite">
            {status}
          </p>
          <LastMove events={events} from={mark.current} ruleset={rs} params={state.params} sentences={state.system.sentences} />
          <p class="sow-roles">
            {roles?.instigator
              ? `Turn ${state.turn}: ${PLAYER[roles.instigator]} is the Instigator, ${PLAYER[roles.instigator === 'instigator' ? 'retaliator' : 'instigator']} the Retaliator. You are player I.`
              : 'You are player I.'}
          </p>
          {advantage && (
            <p class="sow-advantage">{`Advantage after Turn ${advantage.turn}: player I ${advantage.scores.instigator}, player R ${advantage.scores.retaliator}${advantage.next ? `; ${PLAYER[advantage.next]} is Instigator next` : '; level, so the coin decides'}.`}</p>
          )}
        </div>
      </div>
      <div class="sow-controls">
        {mine && p.kind === 'activate' && (
          <Activation
            options={p.options}
            onActivate={(o) => decideMine({ type: 'decide', decision: { type: 'pick-match', instigator: o.instigator, retaliator: o.retaliator } })}
          />
        )}
        {mine && p.kind === 'roles' && (
          <div class="sow-decide" role="group" aria-label="Roles: elect or pass">
            <button type="button" class="sow-primary" onClick={() => decideMine({ type: 'decide', decision: { type: 'elect' } })}>
              Elect to be the Instigator
            </button>
            <button type="button" onClick={() => decideMine({ type: 'decide', decision: { type: 'pass' } })}>
              Pass
            </button>
          </div>
        )}
        {mine && p.kind !== 'activate' && p.kind !== 'roles' && (
          <DecisionButtons
            legal={legalDecisions(state)}
            ruleset={rs}
            actor={'combatant' in p ? p.combatant : PLAYER[p.side]}
            onDecide={(decision) => decideMine({ type: 'decide', decision })}
          />
        )}
        {!mine && p.kind !== 'over' && <p>{`${capital(PLAYER[p.side])} (${m.controllers[p.side]}) is deciding…`}</p>}
      </div>
      <div class="sow-controls">
        <BackReset decisions={m.session.decisions.length} onBack={() => dispatch({ type: 'back' })} onReset={() => dispatch({ type: 'reset' })} />
      </div>
      <ShareLink links={linkCodec} state={() => sharedOf(m)} param={param} anchor={id} />
      <Log label="WarSpike log" events={events} ruleset={rs} ruleLinks={ruleLinks} params={state.params} sentences={state.system.sentences} />
    </section>
  );
}

/** WS2: any own combatant that has not acted, against any enemy that has not reacted. */
function Activation({ options, onActivate }: { options: readonly PairOption[]; onActivate: (o: PairOption) => void }) {
  const activeId = useId();
  const targetId = useId();
  const actives = [...new Set(options.map((o) => o.instigator))];
  const [active, setActive] = useState(actives[0]!);
  const targets = options.filter((o) => o.instigator === (actives.includes(active) ? active : actives[0]));
  const [target, setTarget] = useState(targets[0]!.retaliator);
  const chosen = targets.find((o) => o.retaliator === target) ?? targets[0]!;
  return (
    <div class="sow-decide" role="group" aria-label="Activation: your active combatant and its target">
      <span class="sow-field">
        <label for={activeId}>Active combatant</label>
        <select id={activeId} value={chosen.instigator} onChange={(e) => setActive((e.currentTarget as HTMLSelectElement).value)}>
          {actives.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </span>
      <span class="sow-field">
        <label for={targetId}>Target</label>
        <select id={targetId} value={chosen.retaliator} onChange={(e) => setTarget((e.currentTarget as HTMLSelectElement).value)}>
          {targets.map((o) => (
            <option key={o.retaliator} value={o.retaliator}>
              {`${o.retaliator} (${inches(o.distance, 2)} away)`}
            </option>
          ))}
        </select>
      </span>
      <button type="button" class="sow-primary" onClick={() => onActivate(chosen)}>
        Activate
      </button>
    </div>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
