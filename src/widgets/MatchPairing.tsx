// The Match pairing widget: the table from above, the distances the rules compare, and a Next Match
// button that forms each Match exactly as the engine does (closest pair, ties picked by the reader),
// resolves it with the chosen policies, greys out the Inert and says when the Turn ends.
import { useEffect, useId, useReducer, useRef, useState } from 'preact/hooks';
import { legalDecisions, candidatePairs, closestPairs, sidesOnTable, loadSetupTools, type PolicyName, type SetupTools, type Side } from '../engine/browser.ts';
import { Problem } from './views/common.tsx';
import { SeedField } from './views/SeedField.tsx';
import { coloursChosen, inches, SIDE_NAME, sideColours } from './models/format.ts';
import { sidesInWords } from './models/sides.ts';
import { usePolicies } from './hooks.ts';
import { paramName, useSharedLink, linkRefused } from './links/shared-link.ts';
import { Log } from './views/Log.tsx';
import { LastMove } from './views/LastMove.tsx';
import { lastMatchStart, shownInert } from './models/turn-view.ts';
import { initialPairing, inSetup, pairingReducer, sharedOfPairing, shownCount } from './models/pairing-model.ts';
import { LazyDetails } from './views/lazy.tsx';
import { isOver } from './models/session.ts';
import type { PanelProps } from './views/Settings.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { baseView, TableSvg, type BaseView, type PairLine } from './views/TableSvg.tsx';
import type { WidgetProps } from './models/types.ts';

/** Rows of the gap table shown before the reader asks for all of them. */
const SHORT_LIST = 6;

/** The link codec, loaded only to read or make a shared link. */
const linkCodec = () => import('./links/url-state.ts');

export default function MatchPairing({ preset: name, setup: preset, ruleLinks, anchor }: WidgetProps) {
  const [m, dispatch] = useReducer(pairingReducer, null, () =>
    initialPairing(preset.scenario, { instigator: preset.controllers.instigator as PolicyName, retaliator: preset.controllers.retaliator as PolicyName }),
  );
  const id = anchor ?? `widget-match-pairing-${name}`;
  const param = paramName(id);
  const hintId = useId();
  // Set-up code loads when the reader first reaches for a base or deploys.
  const [tools, setTools] = useState<SetupTools | null>(null);
  const loading = useRef<Promise<SetupTools> | null>(null);
  const needTools = () =>
    (loading.current ??= loadSetupTools().then((t) => {
      setTools(t);
      return t;
    }));
  // The deployment zone's depth comes with the preset (the deploy-depth parameter, at build time).
  const zone = preset.zone;
  const policies = usePolicies();
  // The pick buttons load only when a tie has to be picked.
  const [Decide, setDecide] = useState<typeof import('./views/PickMatch.tsx').PickMatch | null>(null);
  useEffect(() => {
    if (m.asking && !Decide) void import('./views/PickMatch.tsx').then((d) => setDecide(() => d.PickMatch));
  }, [m.asking]);
  useSharedLink(
    linkCodec,
    param,
    (shared) => dispatch({ type: 'load', shared }),
    (why) => dispatch({ type: 'problem', text: linkRefused('Match pairing', why) }),
    preset.scenario,
  );

  const { state, events } = m.session;
  const rs = m.start.ruleset;
  const colours = sideColours(rs, m.colours);
  const setup = inSetup(m);
  const placing = setup && zone !== undefined;
  const over = isOver(m.session);
  const shown = shownCount(m);
  const seen = events.slice(0, shown);
  const inert = shownInert(events, shown);
  const lastStart = lastMatchStart(seen);
  const last = lastStart >= 0 ? (seen[lastStart] as Extract<(typeof seen)[number], { type: 'match-start' }>) : null;
  const lastEnd = seen.findLast((e) => e.type === 'match-end');
  const tail = seen.at(-1);
  const turnEnded = tail?.type === 'turn-end';
  // While the reader picks a tie, the tied pairs stay drawn: the engine is waiting at that very pairing.
  const candidates = over ? [] : candidatePairs(state);
  const closest = over ? [] : closestPairs(state);
  const isClosest = (i: string, r: string) => closest.some((c) => c.instigator === i && c.retaliator === r);
  // A long list (25 pairs at five a side) opens on its closest rows; the reader can ask for all.
  const [allPairs, setAllPairs] = useState(false);
  const shortList = Math.max(SHORT_LIST, closest.length);
  const listed = allPairs ? candidates : candidates.slice(0, shortList);

  const bases: BaseView[] = state.combatants.map((c) =>
    baseView(c, inert.has(c.id), { ...(closest.some((p) => p.instigator === c.id || p.retaliator === c.id) ? { mark: 'closest' as const } : {}) }),
  );
  const lines: PairLine[] = closest.map((p) => ({ from: p.instigator, to: p.retaliator, kind: 'closest' }));
  if (last && lastEnd && !turnEnded) lines.push({ from: last.instigator, to: last.retaliator, kind: 'match' });

  const leftOver = turnEnded ? state.combatants.filter((c) => !c.removed && !inert.has(c.id)).map((c) => c.id) : [];
  let status: string;
  if (setup)
    status = 'Set-up: drag a base within its deployment zone, or focus it and use the arrow keys (Shift moves 1 in). Next Match forms the first Match.';
  else if (m.asking) status = 'Tied: several pairs are exactly as close. The Instigator picks which Match is processed.';
  else if (over) {
    const winner = seen.findLast((e) => e.type === 'game-end');
    status =
      winner && winner.type === 'game-end'
        ? winner.winner === 'draw'
          ? 'The game is a draw.'
          : `The ${SIDE_NAME[winner.winner]} wins: only one player has combatants on the table.`
        : 'The game is over.';
  } else {
    const result =
      lastEnd && lastEnd.type === 'match-end'
        ? `Match ${lastEnd.match}: ${lastEnd.winner ? `${lastEnd.winner} is the Winner` : 'both stand'}; ${lastEnd.inert.join(' and ')} are now Inert. `
        : '';
    status = turnEnded
      ? `${result}Turn ${tail?.type === 'turn-end' ? tail.turn : state.turn} ends: no unMatched pair is left${leftOver.length ? ` (${leftOver.join(', ')} did nothing this Turn)` : ''}. The next Match starts a new Turn, everyone unMatched.`
      : `${result}Next Match: the closest unMatched pair.`;
  }
  const onTable = sidesOnTable(state);
  const removedIds = state.combatants.filter((c) => c.removed).map((c) => c.id);

  return (
    <section class="sow-widget sow-pairing" aria-label="Match pairing" id={id}>
      <p class="sow-widget__title">{`Match pairing: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <p class="sow-sides">{sidesInWords(m.policies, colours)}</p>
      <div class="sow-pairing__body">
        <TableSvg
          table={state.params.table}
          bases={bases}
          colours={colours}
          lines={lines}
          zoneDepth={placing ? zone : undefined}
          label={`Table, ${state.params.table.width} by ${state.params.table.depth} inches, seen from above: ${onTable.instigator} Instigator and ${onTable.retaliator} Retaliator combatants`}
          diameter={state.params.base}
          {...(placing
            ? {
                // A move made while the set-up code is still loading is applied as soon as it arrives.
                onMove: (cid: string, x: number, y: number) =>
                  tools
                    ? dispatch({ type: 'move', id: cid, x, y, tools, zone: zone! })
                    : void needTools().then((t) => dispatch({ type: 'move', id: cid, x, y, tools: t, zone: zone! })),
                onEngage: needTools,
                hintId,
              }
            : {})}
        />
        <div class="sow-pairing__side">
          <p class="sow-status" id={hintId}>
            {status}
          </p>
          <LastMove events={seen} from={0} ruleset={rs} params={state.params} />
          {removedIds.length > 0 && <p class="sow-removed">{`Removed from the table: ${removedIds.join(', ')}.`}</p>}
          <p class="sow-visually-hidden" aria-live="polite">
            {m.note}
          </p>
          {/* The decisions before the list of gaps: on a phone they stay in sight with the table. */}
          <div class="sow-controls">
            {m.asking ? (
              Decide ? (
                <Decide
                  legal={legalDecisions(state)}
                  onDecide={(decision) => policies.load().then((t) => dispatch({ type: 'pick', decision, decide: t.decide }))}
                />
              ) : (
                <p>Loading the choice…</p>
              )
            ) : (
              <button
                type="button"
                class="sow-primary"
                onClick={() => policies.load().then((t) => dispatch({ type: 'next', decide: t.decide }))}
                onPointerEnter={policies.load}
                onFocus={policies.load}
                disabled={over}
              >
                Next Match
              </button>
            )}
            <button type="button" onClick={() => dispatch({ type: 'reset' })} disabled={setup}>
              Reset
            </button>
            <SeedField value={m.seed} onSeed={(seed) => dispatch({ type: 'seed', value: seed })} />
            <button
              type="button"
              onClick={() => import('./models/deploy.ts').then((t) => dispatch({ type: 'deploy', scenario: t.deployScenario(m.seed, rs, m.perSide) }))}
            >
              Deploy at random
            </button>
          </div>
          {candidates.length > 0 && (
            <table class="sow-candidates">
              <caption>{`Gaps between unMatched opponents${state.turn > 0 ? `, Turn ${state.turn}` : ''}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Pair</th>
                  <th scope="col">Gap</th>
                </tr>
              </thead>
              <tbody>
                {listed.map((c) => {
                  const best = isClosest(c.instigator, c.retaliator);
                  return (
                    <tr key={`${c.instigator}-${c.retaliator}`} class={best ? 'sow-candidates__closest' : undefined}>
                      <th scope="row">{`${c.instigator} v ${c.retaliator}${best ? (closest.length > 1 ? ' (tied closest)' : ' (closest)') : ''}`}</th>
                      <td>{inches(c.distance, 2)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {candidates.length > shortList && (
            <button type="button" class="sow-link-button" aria-expanded={allPairs} onClick={() => setAllPairs(!allPairs)}>
              {allPairs ? 'Show the closest pairs only' : `Show all ${candidates.length} pairs`}
            </button>
          )}
        </div>
      </div>
      <LazyDetails<PanelProps>
        summary="How Matches are played"
        load={() => import('./views/Settings.tsx').then((x) => x.default)}
        props={{
          controllers: m.policies,
          labels: { instigator: "Instigator's Matches played by", retaliator: "Retaliator's Matches played by" },
          allowPerson: false,
          onController: (side, value) => dispatch({ type: 'policy', side, value: value as PolicyName }),
          ...(coloursChosen(rs) ? { colours: m.colours, onColour: (side: Side, value: number) => dispatch({ type: 'colour', side, value }) } : {}),
        }}
      />
      <ShareLink links={linkCodec} state={() => sharedOfPairing(m)} param={param} anchor={id} />
      <Log label="Match pairing log" events={seen} ruleset={rs} ruleLinks={ruleLinks} params={state.params} empty="No Match formed yet." />
    </section>
  );
}
