// The Game widget: a whole game on the table. Each side is played by a policy or by the reader;
// Step, Play/Pause, Back (a replay with one decision fewer) and Reset drive the engine session.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useReducer, useRef, useState } from 'preact/hooks';
import {
  legalDecisions,
  pending,
  playOn,
  type PolicyName,
  type RulesetId,
  type Scenario,
  type Side,
  atOnceProblem,
  POLICY_NAMES,
  READINGS,
} from '../engine/browser.ts';
import { ActionTrack } from './views/ActionTrack.tsx';
import { DecisionButtons } from './views/Decide.tsx';
import { PickMatch } from './views/PickMatch.tsx';
import { BackReset, Problem } from './views/common.tsx';
import { coloursChosen, POLICY_HELP, SIDE_NAME, sideColours, terms } from './models/format.ts';
import { sidesInWords } from './models/sides.ts';
import { useAutoplay } from './autoplay.ts';
import { useFocusKept, usePolicies } from './hooks.ts';
import { linkRefused, paramName, useSharedLink } from './links/shared-link.ts';
import { Log, RuleRefs } from './views/Log.tsx';
import { LastMove } from './views/LastMove.tsx';
import { moveBlockedBy, summariseMatch } from './models/match-view.ts';
import { lastMatchStart, shownInert } from './models/turn-view.ts';
import { finished, initialPlay, pendingPolicy, playReducer, sharedOf, type PlayModel } from './models/play-model.ts';
import { LazyDetails } from './views/lazy.tsx';
import type { PanelProps } from './views/Settings.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { CoachSwitch } from './coach/CoachSwitch.tsx';
import { baseView, TableSvg, type BaseView, type PairLine } from './views/TableSvg.tsx';
import type { WidgetProps } from './models/types.ts';

const SIDES: readonly Side[] = ['instigator', 'retaliator'];
const SPEEDS: ReadonlyArray<{ label: string; ms: number }> = [
  { label: 'Slow', ms: 1200 },
  { label: 'Normal', ms: 500 },
  { label: 'Fast', ms: 120 },
  { label: 'Instant', ms: 0 },
];

/**
 * Who plays a side when the reader asks the Game to finish: its policy, or for a side the reader plays,
 * the policy the reader picked when asked (reading finish-asks): never a silent default, since optimal
 * against a patient side waits out the Turn limit.
 */
function finisher(m: PlayModel, side: Side, mine: PolicyName): PolicyName {
  const who = m.controllers[side];
  return who === 'person' ? mine : who;
}

/**
 * A side, said as the reader's or the engine's. "your" is in the widget's live script only: the still
 * picture drawn for a page without JavaScript hides it (widgets.css), since nobody plays there.
 */
const whose = (m: PlayModel, side: Side) =>
  m.controllers[side] === 'person' ? (
    <>
      <span class="sow-js-only">your </span>
      {SIDE_NAME[side]}
    </>
  ) : (
    `the engine's ${SIDE_NAME[side]}, as ${m.controllers[side]}`
  );

/**
 * Who won, said to the reader (reading winner-said): "You win" / "The engine wins" where the reader plays
 * one side and the engine the other, else the side's name.
 */
function winnerSaid(m: PlayModel, winner: Side): string {
  const other: Side = winner === 'instigator' ? 'retaliator' : 'instigator';
  const mine = (s: Side) => m.controllers[s] === 'person';
  if (mine(winner) && !mine(other)) return 'You win';
  if (!mine(winner) && mine(other)) return 'The engine wins';
  return `The ${SIDE_NAME[winner]} wins`;
}

/** The link codec, loaded only to read or make a shared link. */
const linkCodec = () => import('./links/url-state.ts');

export default function Game({ preset: name, setup: preset, ruleLinks, readingChoices, anchor, pace }: WidgetProps) {
  const [m, dispatch] = useReducer(playReducer, null, () => initialPlay(preset.scenario, preset.controllers, 'game-end', [0, 1], { speed: 1 }));
  const id = anchor ?? `widget-game-${name}`;
  const param = paramName(id);
  const speedId = useId();
  useSharedLink(
    linkCodec,
    param,
    (shared) => void import('./models/play-load.ts').then(({ loadShared }) => dispatch({ type: 'load', apply: loadShared(shared, 'Game') })),
    (why) => dispatch({ type: 'problem', text: linkRefused('Game', why) }),
    preset.scenario,
  );
  const speed = SPEEDS[m.extra.speed ?? 1] ?? SPEEDS[1]!;
  const auto = pendingPolicy(m);
  const policies = usePolicies();
  const root = useRef<HTMLElement>(null);
  const [grade, setGrade] = useState('');
  useFocusKept(root);
  // Where the events stood when the reader last decided: what follows is the other side's answer.
  const mark = useRef(0);
  // Finish the game with a side the reader plays asks first which policy plays it (null: not asking).
  const [asking, setAsking] = useState<PolicyName | null>(null);
  const finishId = useId();
  // Policies play on their own while running; their engine code loads the first time one must.
  useEffect(() => {
    if (m.running && auto && !policies.decide) void policies.load();
  });
  const { decide } = policies;
  useAutoplay(m.running && auto !== null && decide !== null, pace ?? speed.ms, m.session.decisions.length, () => decide && dispatch({ type: 'tick', decide }));

  const { state, events } = m.session;
  const rs = m.scenario.ruleset;
  const colours = sideColours(rs, m.colours);
  const t = terms(rs);
  const done = finished(m);
  const p = pending(state);
  const toAct = p.kind === 'action' ? p : null;
  const person = !done && (p.kind === 'pick-match' ? m.controllers.instigator === 'person' : toAct !== null && m.controllers[toAct.side] === 'person');
  const inert = shownInert(events, events.length);
  const startIndex = lastMatchStart(events);
  const summary = startIndex >= 0 ? summariseMatch(events, startIndex, state, rs) : null;
  const live = summary && !summary.end ? summary : null;

  const bases: BaseView[] = state.combatants.map((c) =>
    baseView(c, inert.has(c.id), { ...(live && (live.ids.instigator === c.id || live.ids.retaliator === c.id) ? { mark: 'match' as const } : {}) }),
  );
  const lines: PairLine[] = live ? [{ from: live.ids.instigator, to: live.ids.retaliator, kind: 'match' }] : [];
  const removed = state.combatants.filter((c) => c.removed).map((c) => c.id);

  // The Turn limit (a reading) is always in sight: a careful game can run to it.
  const turn = `Turn ${state.turn} of ${state.readings['turn-limit']}`;
  let status: ComponentChildren;
  if (p.kind === 'over') status = p.winner === 'draw' ? `The game is a draw (${turn}).` : `${winnerSaid(m, p.winner)} (${turn}).`;
  else if (p.kind === 'pick-match') status = `${turn}: pairs are tied for the next Match; the Instigator picks.`;
  else
    status = (
      <>
        {`${turn}, Match ${live?.start.match ?? ''}: ${toAct!.combatant} (`}
        {whose(m, toAct!.side)}
        {`) to act, Action ${toAct!.action} of ${state.params.actions}${toAct!.locked ? (toAct!.defending ? ', defending' : ', striking') : ''}.`}
      </>
    );
  // A draw by the Turn limit is the handbook's reading, not the sheet's: say so where the game ends.
  const ended = events.at(-1);
  // The reading's title as the engine declares it (one source; the Lab and the readings explainer read the same).
  const limitTitle = READINGS.find((r) => r.id === 'turn-limit')!.title;
  const limitLinks = ended?.type === 'game-end' && ended.readings?.includes('turn-limit') ? (ruleLinks?.[rs] ?? {}) : null;
  const limitWhy = limitLinks && (
    <p class="sow-why">
      {`Why a draw: the sheet sets no length to a game, and two careful sides can Wait for ever, so the handbook's reading "${limitTitle}" (turn-limit) ends it after ${state.readings['turn-limit']} Turns with no side the winner.`}
      <RuleRefs rules={ended!.rules} links={limitLinks} />
    </p>
  );

  const atOnce = state.readings.exchange === 'simultaneous';
  const mine = asking ?? (atOnce ? 'counter' : 'aggressive');
  const yours = SIDES.some((s) => m.controllers[s] === 'person');
  const finishTitle = yours
    ? 'Asks which policy plays your side, then plays every decision left at once.'
    : `Plays every decision left at once: the Instigator by ${m.controllers.instigator}, the Retaliator by ${m.controllers.retaliator}.`;
  const finish = (policy: PolicyName) => {
    setAsking(null);
    void policies.load().then((t) => dispatch({ type: 'finish', finish: (s) => playOn(s, (side, g) => t.decide(finisher(m, side, policy), g)) }));
  };
  const sideOf = (id: string | null): Side | null => (live && id ? (live.ids.instigator === id ? 'instigator' : 'retaliator') : null);
  const own = (id: string | null) => {
    const side = sideOf(id);
    return side && m.controllers[side] === 'person' ? `${id} (yours)` : String(id);
  };

  const reseed = (seed: number) => {
    if (!Number.isSafeInteger(seed)) return;
    // A deployed preset deploys afresh from the new seed; a placed one keeps its positions and rerolls its dice.
    if (!preset.seeded) return dispatch({ type: 'scenario', scenario: { ...m.scenario, seed } });
    import('./models/deploy.ts').then(({ deployScenario }) => {
      const scenario: Scenario = { ...deployScenario(seed, rs), readings: m.scenario.readings ?? {} };
      dispatch({ type: 'scenario', scenario });
    });
  };

  return (
    <section ref={root} class="sow-widget sow-game" aria-label="Game" id={id}>
      <p class="sow-widget__title">{`Game: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <p class="sow-sides">{sidesInWords(m.controllers, colours)}</p>
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
          <p class="sow-status">{status}</p>
          {limitWhy}
          <LastMove events={events} from={mark.current} ruleset={rs} params={state.params} />
          {/* Decisions next to the status, above the tracks: on a phone they stay in sight with the table. */}
          <div class="sow-controls">
            {person && p.kind === 'pick-match' && <PickMatch legal={legalDecisions(state)} onDecide={(decision) => dispatch({ type: 'decide', decision })} />}
            {person && p.kind !== 'pick-match' && (
              <DecisionButtons
                legal={legalDecisions(state)}
                ruleset={rs}
                actor={toAct?.combatant ?? 'Instigator'}
                onDecide={(decision) => {
                  mark.current = events.length;
                  dispatch({ type: 'decide', decision });
                }}
                blockedBy={(toward, d) => (toAct ? moveBlockedBy(state, toAct.side, toward, d) : null)}
              />
            )}
          </div>
          {/* The coach's grade of the reader's last decision, beside the buttons (Coach.tsx onGrade). */}
          <p role="status" class="sow-coach__said">
            {grade}
          </p>
          <div class="sow-controls">
            <button
              type="button"
              onClick={() => policies.load().then((t) => dispatch({ type: 'step', decide: t.decide }))}
              disabled={!auto}
              onPointerEnter={policies.load}
              onFocus={policies.load}
            >
              Step
            </button>
            {m.running && auto ? (
              <button type="button" onClick={() => dispatch({ type: 'pause' })}>
                Pause
              </button>
            ) : (
              <button type="button" onClick={() => dispatch({ type: 'play' })} disabled={!auto} onPointerEnter={policies.load} onFocus={policies.load}>
                Play
              </button>
            )}
            <button
              type="button"
              onClick={() => (yours ? setAsking(mine) : finish(mine))}
              disabled={done || asking !== null}
              title={finishTitle}
              onPointerEnter={policies.load}
              onFocus={policies.load}
            >
              Finish the game
            </button>
            <BackReset decisions={m.session.decisions.length} onBack={() => dispatch({ type: 'back' })} onReset={() => dispatch({ type: 'reset' })} />
            <span class="sow-field">
              <label for={speedId}>Speed</label>
              <select
                id={speedId}
                value={String(m.extra.speed ?? 1)}
                onChange={(e) => dispatch({ type: 'extra', key: 'speed', value: Number((e.currentTarget as HTMLSelectElement).value) })}
              >
                {SPEEDS.map((s, i) => (
                  <option key={s.label} value={String(i)}>
                    {s.label}
                  </option>
                ))}
              </select>
            </span>
          </div>
          {asking !== null && !done && (
            <div class="sow-decide" role="group" aria-label="Finish the game">
              <span class="sow-field">
                <label for={finishId}>{`Your side plays the rest as`}</label>
                <select id={finishId} value={asking} onChange={(e) => setAsking((e.currentTarget as HTMLSelectElement).value as PolicyName)}>
                  {POLICY_NAMES.filter((n) => !(atOnce && atOnceProblem(n))).map((n) => (
                    <option key={n} value={n}>
                      {POLICY_HELP[n]}
                    </option>
                  ))}
                </select>
              </span>
              <button type="button" onClick={() => finish(asking)}>
                Finish with this policy
              </button>
              <button type="button" onClick={() => setAsking(null)}>
                Keep playing
              </button>
            </div>
          )}
          {removed.length > 0 && <p class="sow-removed">{`Removed: ${removed.join(', ')}.`}</p>}
          {live && live.a && <p class="sow-roles">{`${t.a}: ${own(live.a)} · ${t.z}: ${own(live.z)}`}</p>}
          {live && (
            <div class="sow-tracks">
              {SIDES.map((side) => (
                <ActionTrack key={side} side={side} id={live.ids[side]} slots={live.tracks[side]} next={toAct?.side === side} />
              ))}
            </div>
          )}
          <CoachSwitch m={m} anchor={id} onGrade={setGrade} load={() => import('./coach/Coach.tsx')} />
        </div>
      </div>
      <LazyDetails<PanelProps>
        summary="Players, seed, version and readings"
        load={() => import('./views/Settings.tsx').then((x) => x.default)}
        props={{
          controllers: m.controllers,
          labels: { instigator: 'Instigator played by', retaliator: 'Retaliator played by' },
          allowPerson: true,
          onController: (side, value) => dispatch({ type: 'controller', side, value }),
          ...(coloursChosen(rs) ? { colours: m.colours, onColour: (side: Side, value: number) => dispatch({ type: 'colour', side, value }) } : {}),
          choices: readingChoices,
          readings: state.readings,
          onReading: (rid, value) => dispatch({ type: 'reading', id: rid, value }),
          game: {
            seed: m.scenario.seed ?? 1,
            ruleset: rs,
            onSeed: reseed,
            onRuleset: (v: RulesetId) => dispatch({ type: 'scenario', scenario: { ...m.scenario, ruleset: v } }),
          },
        }}
      />
      <ShareLink links={linkCodec} state={() => sharedOf(m)} param={param} anchor={id} />
      <p class="sow-report">
        <button
          type="button"
          onClick={async () => {
            const [{ linkTo }, { reportLink }] = await Promise.all([linkCodec(), import('./playtest/report-link.ts')]);
            window.location.assign(reportLink(state, rs, linkTo(window.location.href, param, sharedOf(m), id)));
          }}
        >
          Report this game
        </button>{' '}
        <span class="sow-caption">Played it at a real table? Tell the designer how it went.</span>
      </p>
      <Log label="Game log" events={events} ruleset={rs} ruleLinks={ruleLinks} params={state.params} />
    </section>
  );
}
