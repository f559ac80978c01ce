// The Collapse-o-Snap widget: the reader attempts any pair on the table and follows the engine's snaps,
// one at a time, to two combatants that are each other's closest; forming that Match marks them Inert,
// and attempt after attempt the Turn's Matches come out as closest first forms them.
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { Side } from '../engine/browser.ts';
import { useAutoplay } from './autoplay.ts';
import { useFocusOnward } from './focus.ts';
import { paramName, useSharedLink, linkRefused } from './links/shared-link.ts';
import { inches, sideColours } from './models/format.ts';
import { initialSnap, snapLines, snapReducer, snapView, sharedOfSnap, type SnapLine, type SnapView } from './models/snap-model.ts';
import type { RuleLinks, WidgetProps } from './models/types.ts';
import { Problem } from './views/common.tsx';
import { SeedField } from './views/SeedField.tsx';
import { RuleRefs } from './views/Log.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { baseView, TableSvg, type BaseView, type PairLine } from './views/TableSvg.tsx';

/** The link codec, loaded only to read or make a shared link. */
const linkCodec = () => import('./links/url-state.ts');

export default function Snap({ preset: name, setup: preset, ruleLinks, anchor, pace = 700 }: WidgetProps) {
  const opening = preset.attempt ?? { instigator: '', retaliator: '' };
  const [m, dispatch] = useReducer(snapReducer, null, () => initialSnap(preset.scenario, opening));
  const id = anchor ?? `widget-snap-${name}`;
  const param = paramName(id);
  const uid = useId();
  const hintId = `${uid}-hint`;
  const [playing, setPlaying] = useState(false);
  // Form the Match once formed, Next snap at the last snap: on to the primary button, or the log once the Turn is done.
  const onward = useFocusOnward('.sow-primary:not(:disabled), [role="log"]');
  useSharedLink(
    linkCodec,
    param,
    (shared) => dispatch({ type: 'load', shared }),
    (why) => dispatch({ type: 'problem', text: linkRefused('Collapse-o-Snap', why) }),
    preset.scenario,
  );

  const v = snapView(m);
  const { state, current, formed, free } = v;
  const rs = m.start.ruleset;
  const canNext = current !== null && !current.complete;
  const over = current === null && (free.instigator.length === 0 || free.retaliator.length === 0);
  useAutoplay(playing && canNext, pace, m.shown, () => dispatch({ type: 'next' }));
  useEffect(() => {
    if (playing && !canNext) setPlaying(false);
  }, [playing, canNext]);

  const chosen = new Set([m.choice.instigator, m.choice.retaliator]);
  const stopped = current?.complete ? current.pair : null;
  const bases: BaseView[] = state.combatants.map((c) =>
    baseView(c, c.inert, {
      pressed: chosen.has(c.id),
      ...(stopped && (stopped.instigator === c.id || stopped.retaliator === c.id) ? { mark: 'match' as const } : {}),
    }),
  );
  const lines: PairLine[] = formed.map((f) => ({ from: f.pair.instigator, to: f.pair.retaliator, kind: 'match' }));

  let status: string;
  if (over) status = 'No unMatched pair is left: every Match of this Turn is formed. Back or Reset to attempt other pairs.';
  else if (!current) status = 'Choose an Instigator combatant and a target (click or tap their bases, or use the lists), then attempt the Match.';
  else if (current.complete)
    status = `The snaps stop at ${current.pair.instigator} v ${current.pair.retaliator}, each the other's closest. Form the Match, then attempt again.`;
  else status = `Attempt ${current.attempt.instigator} v ${current.attempt.retaliator}: ${current.shown} of ${current.steps.length} snaps shown.`;

  const choose = (side: Side) => (e: Event) => dispatch({ type: 'choose', side, id: (e.currentTarget as HTMLSelectElement).value });
  const table = state.params.table;

  return (
    <section class="sow-widget sow-snap" aria-label="Collapse-o-Snap" id={id} {...onward}>
      <p class="sow-widget__title">{`Collapse-o-Snap: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <div class="sow-pairing__body">
        <TableSvg
          table={table}
          bases={bases}
          colours={sideColours(rs)}
          lines={lines}
          label={`Table, ${table.width} by ${table.depth} inches, seen from above: ${free.instigator.length} Instigator and ${free.retaliator.length} Retaliator combatants unMatched`}
          diameter={state.params.base}
          onPick={(cid) => dispatch({ type: 'pick', id: cid })}
          hintId={hintId}
        >
          <Arrows view={v} depth={table.depth} radius={state.params.base / 2} markerId={`${uid}-arrow`} />
        </TableSvg>
        <div class="sow-pairing__side">
          <p class="sow-status" id={hintId}>
            {status}
          </p>
          <p class="sow-visually-hidden" aria-live="polite">
            {m.note}
          </p>
          <fieldset class="sow-snap__attempt" disabled={over}>
            <legend>Attempt a Match</legend>
            <span class="sow-field">
              <label for={`${uid}-i`}>Instigator combatant</label>
              <select id={`${uid}-i`} value={m.choice.instigator} onChange={choose('instigator')}>
                {free.instigator.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </span>
            <span class="sow-field">
              <label for={`${uid}-r`}>Target (Retaliator combatant)</label>
              <select id={`${uid}-r`} value={m.choice.retaliator} onChange={choose('retaliator')}>
                {free.retaliator.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </span>
            <button type="button" class={current ? undefined : 'sow-primary'} onClick={() => dispatch({ type: 'attempt' })}>
              Attempt this Match
            </button>
          </fieldset>
          <MatchLists view={v} ids={uid} />
        </div>
      </div>
      <div class="sow-controls">
        <button type="button" class={canNext ? 'sow-primary' : undefined} disabled={!canNext} onClick={() => dispatch({ type: 'next' })}>
          Next snap
        </button>
        <button type="button" disabled={!canNext} onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play all'}
        </button>
        <button type="button" class={current?.complete ? 'sow-primary' : undefined} disabled={!current?.complete} onClick={() => dispatch({ type: 'match' })}>
          Form the Match
        </button>
        <button type="button" disabled={m.attempts.length === 0} onClick={() => dispatch({ type: 'back' })}>
          Back
        </button>
        <button type="button" disabled={m.attempts.length === 0} onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </button>
        <SeedField value={m.seed} onSeed={(seed) => dispatch({ type: 'seed', value: seed })} />
        <button type="button" onClick={() => import('./models/deploy.ts').then((d) => dispatch({ type: 'deal', scenario: d.deployScenario(m.seed, rs) }))}>
          Deal a random table
        </button>
      </div>
      <ShareLink links={linkCodec} state={() => sharedOfSnap(m)} param={param} anchor={id} />
      <SnapLog lines={snapLines(v)} links={ruleLinks?.[rs] ?? {}} />
    </section>
  );
}

const KINDS = ['attempt', 'snap', 'latest'] as const;

/** Each snap shown as an arrow from the combatant called into action to the one it snaps to, with the gap. */
function Arrows({ view, depth, radius, markerId }: { view: SnapView; depth: number; radius: number; markerId: string }) {
  const cur = view.current;
  if (!cur) return null;
  const at = new Map(view.state.combatants.map((c) => [c.id, { x: c.x, y: depth - c.y }]));
  /** `at` places the label along the arrow (0 at its tail); `label` null draws none. */
  const arrow = (from: string, to: string, kind: (typeof KINDS)[number], label: string | null, along: number, key: string) => {
    const a = at.get(from)!;
    const b = at.get(to)!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    // Drawn a little to the left of the centre line, so a snap straight back does not hide the one before it.
    const [ox, oy] = [uy * 0.14, -ux * 0.14];
    const x1 = a.x + ux * radius + ox;
    const y1 = a.y + uy * radius + oy;
    const x2 = b.x - ux * (radius + 0.05) + ox;
    const y2 = b.y - uy * (radius + 0.05) + oy;
    // The label sits off the arrow on the same side, anchored away from it, so it never covers the line or a base between.
    const anchor = ox > 0.05 ? 'start' : ox < -0.05 ? 'end' : 'middle';
    return (
      <g key={key} class={`sow-snap__arrow sow-snap__arrow--${kind}`}>
        <line x1={x1} y1={y1} x2={x2} y2={y2} marker-end={`url(#${markerId}-${kind})`} />
        {label && (
          <text x={x1 + (x2 - x1) * along + ox * 2} y={y1 + (y2 - y1) * along + oy * 2.5} text-anchor={anchor} dominant-baseline="middle">
            {label}
          </text>
        )}
      </g>
    );
  };
  const shown = cur.steps.slice(0, cur.shown);
  return (
    <g aria-hidden="true">
      <defs>
        {/* A marker takes its colour from where it is defined, not from the line using it: one per kind. */}
        {KINDS.map((kind) => (
          <marker
            key={kind}
            id={`${markerId}-${kind}`}
            class={`sow-snap__head sow-snap__head--${kind}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto"
          >
            <path d="M0 0 L10 5 L0 10 z" />
          </marker>
        ))}
      </defs>
      {/* The attempt's label near its tail: its middle is often where the snaps end up. */}
      {arrow(cur.attempt.instigator, cur.attempt.retaliator, 'attempt', `attempt ${inches(cur.attemptGap, 2)}`, 0.2, 'attempt')}
      {shown.map((s, k) => {
        // A snap straight back along the last one has its gap written already.
        const back = k > 0 && shown[k - 1]!.active === s.snapsTo;
        return arrow(s.active, s.snapsTo, k === shown.length - 1 ? 'latest' : 'snap', back ? null : inches(s.gap, 2), 0.5, `snap-${k}`);
      })}
    </g>
  );
}

/** The Matches formed so far beside the ones closest first forms: the comparison the widget is for. */
function MatchLists({ view, ids }: { view: SnapView; ids: string }) {
  const formed = new Set(view.formed.map((f) => `${f.pair.instigator} v ${f.pair.retaliator}`));
  return (
    <div class="sow-snap__lists">
      <p class="sow-snap__heading" id={`${ids}-formed`}>
        Matches formed this Turn
      </p>
      {view.formed.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol aria-labelledby={`${ids}-formed`}>
          {view.formed.map((f) => (
            <li
              key={`${f.pair.instigator}-${f.pair.retaliator}`}
            >{`${f.pair.instigator} v ${f.pair.retaliator} (attempted ${f.attempt.instigator} v ${f.attempt.retaliator})`}</li>
          ))}
        </ol>
      )}
      <p class="sow-snap__heading" id={`${ids}-closest`}>
        Closest first forms
      </p>
      <ol aria-labelledby={`${ids}-closest`}>
        {view.closestFirst.map((p) => {
          const name = `${p.instigator} v ${p.retaliator}`;
          return <li key={name}>{`${name}, ${inches(p.gap, 2)}${p.tied ? ' (tied)' : ''}${formed.has(name) ? ': formed' : ''}`}</li>;
        })}
      </ol>
    </div>
  );
}

function SnapLog({ lines, links }: { lines: readonly SnapLine[]; links: RuleLinks }) {
  const box = useRef<HTMLDivElement>(null);
  // The newest line in view, as the other widgets' logs keep it.
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <div class="sow-log" role="log" aria-live="polite" aria-label="Collapse-o-Snap log" tabIndex={0} ref={box}>
      {lines.length === 0 ? (
        <p class="sow-log__empty">No attempt yet.</p>
      ) : (
        <ol>
          {lines.map((l, k) => (
            <li key={k} class="sow-log__line">
              {l.text}
              <RuleRefs rules={l.rules} links={links} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
