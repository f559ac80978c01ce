// The Match widget: one Match between two combatants, Action by Action. The reader (or a policy)
// makes each side's decisions from engine.legalDecisions(); the engine does everything else.
import type { ComponentChildren } from 'preact';
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { legalDecisions, pending, EPS, type Side } from '../engine/browser.ts';
import { ActionTrack } from './views/ActionTrack.tsx';
import { BackReset, Problem } from './views/common.tsx';
import { DecisionButtons } from './views/Decide.tsx';
import { Rolls } from './views/Dice.tsx';
import { coloursChosen, SIDE_NAME, sideColours, terms } from './models/format.ts';
import { useAutoplay } from './autoplay.ts';
import { useFocusKept, usePolicies } from './hooks.ts';
import { linkRefused, paramName, useSharedLink } from './links/shared-link.ts';
import { Log } from './views/Log.tsx';
import { LastMove } from './views/LastMove.tsx';
import { MatchLine } from './views/MatchLine.tsx';
import { moveBlockedBy, summariseMatch } from './models/match-view.ts';
import { finished, initialPlay, pendingPolicy, playReducer, sharedOf } from './models/play-model.ts';
import { LazyDetails } from './views/lazy.tsx';
import type { PanelProps } from './views/Settings.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { CoachSwitch } from './coach/CoachSwitch.tsx';
import type { WidgetProps } from './models/types.ts';

const SIDES: readonly Side[] = ['instigator', 'retaliator'];

/** The link codec, loaded only to read or make a shared link. */
const linkCodec = () => import('./links/url-state.ts');

export default function Match({ preset: name, setup: preset, ruleLinks, readingChoices, anchor, pace = 600 }: WidgetProps) {
  const [m, dispatch] = useReducer(playReducer, null, () => initialPlay(preset.scenario, preset.controllers, 'match-end'));
  const id = anchor ?? `widget-match-${name}`;
  const param = paramName(id);
  useSharedLink(
    linkCodec,
    param,
    (shared) => void import('./models/play-load.ts').then(({ loadShared }) => dispatch({ type: 'load', apply: loadShared(shared, 'Match') })),
    (why) => dispatch({ type: 'problem', text: linkRefused('Match', why) }),
    preset.scenario,
  );
  const auto = pendingPolicy(m);
  const policies = usePolicies();
  const root = useRef<HTMLElement>(null);
  const [grade, setGrade] = useState('');
  useFocusKept(root);
  // Where the events stood when the reader last decided: what follows is the other side's answer.
  const mark = useRef(0);
  // Policies play on their own while running; their engine code loads the first time one must.
  useEffect(() => {
    if (m.running && auto && !policies.decide) void policies.load();
  });
  const { decide } = policies;
  useAutoplay(m.running && auto !== null && decide !== null, pace, m.session.decisions.length, () => decide && dispatch({ type: 'tick', decide }));

  const { state, events } = m.session;
  const rs = m.scenario.ruleset;
  const colours = sideColours(rs, m.colours);
  const t = terms(rs);
  const startIndex = events.findIndex((e) => e.type === 'match-start');
  const summary = startIndex >= 0 ? summariseMatch(events, startIndex, state, rs) : null;
  const done = finished(m);
  const p = pending(state);
  const toAct = !done && p.kind === 'action' ? p : null;
  const personToAct = toAct !== null && m.controllers[toAct.side] === 'person';
  const shownEvents = summary ? events.slice(0, startIndex + summary.events.length) : events;
  // The combatant itself: it has everything the line draws (Fighter), and copying it cost script bytes.
  const fighter = (side: Side) => state.combatants.find((x) => x.id === summary?.ids[side])!;

  const legal = legalDecisions(state);
  let status: ComponentChildren = '';
  if (summary?.end)
    status = summary.end.winner
      ? `Match over: ${summary.end.winner} is the Winner.`
      : summary.end.bothFell
        ? 'Match over: double knock-out, both fall.'
        : 'Match over: both stand.';
  else if (toAct) {
    // Strikes at once (S1): the other's choice for this Action is made but not shown.
    const sealed = state.match?.sealed ? ' The other has chosen, face down.' : '';
    const rest = `) to act: Action ${toAct.action} of ${state.params.actions}, ${toAct.gap <= EPS ? 'in contact' : `gap ${Math.round(toAct.gap * 100) / 100} in`}.${sealed}`;
    status = toAct.locked ? (
      `Locked in combat: ${toAct.combatant} ${toAct.defending ? 'must defend' : legal[0]!.type === 'wait' ? 'stands on guard' : 'strikes first'} (Action ${toAct.action} of ${state.params.actions}).${sealed}`
    ) : (
      <>
        {`${toAct.combatant} (${SIDE_NAME[toAct.side]}`}
        {/* "yours" only where the reader can play: the still picture drawn without JavaScript hides it. */}
        {personToAct ? <span class="sow-js-only">, yours</span> : `, the engine's: ${m.controllers[toAct.side]}`}
        {rest}
      </>
    );
  }

  return (
    <section ref={root} class="sow-widget sow-match" aria-label="Match" id={id}>
      <p class="sow-widget__title">{`Match: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      {summary && (
        <MatchLine
          table={state.params.table}
          fighters={{ instigator: fighter('instigator'), retaliator: fighter('retaliator') }}
          colours={colours}
          diameter={state.params.base}
        />
      )}
      <p class="sow-status">{status}</p>
      <LastMove events={shownEvents} from={mark.current} ruleset={rs} params={state.params} />
      <div class="sow-controls">
        {personToAct && toAct && (
          <DecisionButtons
            legal={legal}
            ruleset={rs}
            actor={toAct.combatant}
            onDecide={(decision) => {
              mark.current = events.length;
              dispatch({ type: 'decide', decision });
            }}
            blockedBy={(toward, d) => moveBlockedBy(state, toAct.side, toward, d)}
          />
        )}
        {auto && !m.running && (
          <button type="button" onClick={() => dispatch({ type: 'play' })} onPointerEnter={policies.load} onFocus={policies.load}>
            Play
          </button>
        )}
        {auto && m.running && (
          <button type="button" onClick={() => dispatch({ type: 'pause' })}>
            Pause
          </button>
        )}
        <BackReset decisions={m.session.decisions.length} onBack={() => dispatch({ type: 'back' })} onReset={() => dispatch({ type: 'reset' })} />
      </div>
      {/* The coach's grade of the reader's last decision, beside the buttons (Coach.tsx onGrade). */}
      <p role="status" class="sow-coach__said">
        {grade}
      </p>
      {summary?.a && <p class="sow-roles">{`${t.a}: ${summary.a} · ${t.z}: ${summary.z}`}</p>}
      {summary && (
        <div class="sow-tracks">
          {SIDES.map((side) => (
            <ActionTrack key={side} side={side} id={summary.ids[side]} slots={summary.tracks[side]} next={toAct?.side === side} />
          ))}
        </div>
      )}
      {summary && <Rolls rolls={summary.rolls} params={state.params} />}
      <CoachSwitch m={m} anchor={id} onGrade={setGrade} load={() => import('./coach/Coach.tsx')} />
      <LazyDetails<PanelProps>
        summary="Players and readings"
        load={() => import('./views/Settings.tsx').then((s) => s.default)}
        props={{
          controllers: m.controllers,
          labels: {
            instigator: `${SIDE_NAME.instigator} (${summary?.ids.instigator ?? ''}) played by`,
            retaliator: `${SIDE_NAME.retaliator} (${summary?.ids.retaliator ?? ''}) played by`,
          },
          allowPerson: true,
          onController: (side, value) => dispatch({ type: 'controller', side, value }),
          ...(coloursChosen(rs) ? { colours: m.colours, onColour: (side: Side, value: number) => dispatch({ type: 'colour', side, value }) } : {}),
          choices: readingChoices,
          readings: state.readings,
          onlyReadings: ['move-distance', 'last-strike', 'start-in-contact', 'exchange'],
          onReading: (rid, value) => dispatch({ type: 'reading', id: rid, value }),
        }}
      />
      <ShareLink links={linkCodec} state={() => sharedOf(m)} param={param} anchor={id} />
      <Log label="Match log" events={shownEvents} ruleset={rs} ruleLinks={ruleLinks} params={state.params} />
    </section>
  );
}
