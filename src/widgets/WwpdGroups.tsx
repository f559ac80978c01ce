// The WWPD groups widget (system `wwpd`, turn-systems.md WW5–WW7): the reader drags bases and watches the
// engine divide the table into Melees (base contact) and Firefights (the scaled range), chained through
// enemies, then resolves a Melee all at once with the engine's WWPD Melee on the seeded stream.
import { useId, useReducer } from 'preact/hooks';
import { describeEvent } from '../engine/report.ts';
import { WWPD_STEPS } from '../engine/systems/wwpd-steps.ts';
import type { RulesetId } from '../engine/index.ts';
import { urls } from '../site/urls.ts';
import { paramName, useSharedLink } from './links/shared-link.ts';
import { inches, sideColours } from './models/format.ts';
import type { RuleLinks, WidgetProps } from './models/types.ts';
import { initialWwpd, sharedOfWwpd, wwpdReducer, wwpdView, type Group, type MeleeEvent, type WwpdView } from './models/wwpd-model.ts';
import { Problem } from './views/common.tsx';
import { Die } from './views/Dice.tsx';
import { RuleRefs } from './views/Log.tsx';
import { SeedField } from './views/SeedField.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { baseView, TableSvg } from './views/TableSvg.tsx';

const linkCodec = () => import('./links/url-state.ts');

export default function WwpdGroups({ preset: name, setup: preset, ruleLinks, anchor }: WidgetProps) {
  const [m, dispatch] = useReducer(wwpdReducer, null, () => initialWwpd(preset.scenario));
  const id = anchor ?? `widget-wwpd-${name}`;
  const param = paramName(id);
  const uid = useId();
  const hintId = `${uid}-hint`;
  const meleeId = `${uid}-melee`;
  useSharedLink(
    linkCodec,
    param,
    (shared) => dispatch({ type: 'load', shared }),
    (why) => dispatch({ type: 'problem', text: `The link's state for this WWPD table could not be used (${why}). Showing the preset instead.` }),
  );

  const v = wwpdView(m);
  const { state } = v;
  const rs = m.start.ruleset;
  const links = ruleLinks?.[rs] ?? {};
  const d = state.params.table.depth;
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const setting = m.resolved.length === 0;
  const chosen = v.melees.find((g) => g.members[0] === m.choice);

  return (
    <section class="sow-widget sow-wwpd" aria-label="WWPD groups" id={id}>
      <p class="sow-widget__title">{`WWPD groups: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <div class="sow-game__body">
        <TableSvg
          table={state.params.table}
          bases={state.combatants.map((c) => baseView(c, false))}
          colours={sideColours(rs)}
          label={`Table, ${state.params.table.width} by ${d} inches, seen from above`}
          diameter={state.params.base}
          hintId={hintId}
          {...(setting ? { onMove: (cid: string, x: number, y: number) => dispatch({ type: 'move', id: cid, x, y }) } : {})}
          overlay={v.melees.flatMap((g) =>
            g.links.map(([a, b]) => {
              const p = byId.get(a)!;
              const q = byId.get(b)!;
              // A short bar across the point of contact: the link itself lies under the two discs.
              const mx = (p.x + q.x) / 2;
              const my = (p.y + q.y) / 2;
              const ux = (q.x - p.x) * 0.15;
              const uy = (q.y - p.y) * 0.15;
              return <line key={`m-${a}-${b}`} class="sow-wwpd__contact" x1={mx - ux} y1={d - (my - uy)} x2={mx + ux} y2={d - (my + uy)} />;
            }),
          )}
        >
          {v.firefights.flatMap((g) =>
            g.links.map(([a, b]) => {
              const p = byId.get(a)!;
              const q = byId.get(b)!;
              return <line key={`f-${a}-${b}`} class="sow-wwpd__firefight" x1={p.x} y1={d - p.y} x2={q.x} y2={d - q.y} />;
            }),
          )}
        </TableSvg>
        <div class="sow-game__side">
          <p class="sow-status" id={hintId}>
            {setting
              ? 'Drag a base, or focus it and use the arrow keys (Shift moves 1 in). A base stops when it touches another: touching an enemy makes a Melee.'
              : 'Melees resolved: the table stands until Back or Reset.'}
          </p>
          <p class="sow-visually-hidden" aria-live="polite">
            {m.note}
          </p>
          <Groups label="Melees" heading="Melees: base contact with an enemy" groups={v.melees} />
          <Groups label="Firefights" heading={`Firefights: within ${inches(v.reach, 2)} of an enemy (not fought here)`} groups={v.firefights} />
          <p class="sow-wwpd__legend">Bright bars mark base contact between enemies; dashed lines join enemies within Firefight range. Friends touching link nothing.</p>
        </div>
      </div>
      <div class="sow-controls">
        {v.melees.length > 0 && (
          <span class="sow-field">
            <label for={meleeId}>Melee to resolve</label>
            <select id={meleeId} value={chosen?.members[0] ?? ''} onChange={(e) => dispatch({ type: 'choose', first: (e.currentTarget as HTMLSelectElement).value })}>
              {v.melees.map((g) => (
                <option key={g.members[0]} value={g.members[0]}>
                  {g.members.join(', ')}
                </option>
              ))}
            </select>
          </span>
        )}
        <button type="button" class="sow-primary" disabled={!chosen || state.phase === 'over'} onClick={() => dispatch({ type: 'resolve' })}>
          Resolve all at once
        </button>
        <button type="button" onClick={() => dispatch({ type: 'back' })} disabled={m.resolved.length === 0}>
          Back
        </button>
        <button type="button" onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </button>
        <SeedField value={m.start.seed ?? 1} onSeed={(seed) => dispatch({ type: 'seed', value: seed })} />
      </div>
      <Resolution view={v} ruleset={rs} links={links} />
      <ShareLink links={linkCodec} state={() => sharedOfWwpd(m)} param={param} anchor={id} />
    </section>
  );
}

function Groups({ label, heading, groups }: { label: string; heading: string; groups: readonly Group[] }) {
  return (
    <>
      <p class="sow-wwpd__heading">{heading}</p>
      {groups.length === 0 ? (
        <p>{`No ${label.toLowerCase()}.`}</p>
      ) : (
        <ol aria-label={label}>
          {groups.map((g) => (
            <li key={g.members[0]}>{g.members.join(', ')}</li>
          ))}
        </ol>
      )}
    </>
  );
}

const SPEC = new Map<string, string>(WWPD_STEPS.map((s) => [s.id, s.spec]));

/** The WWPD steps an event cites, each a link to that step on the WWPD page. */
function Steps({ e }: { e: MeleeEvent }) {
  const steps = e.steps ?? [];
  return (
    <>
      {steps.map((s) => (
        <span key={s} class="sow-refs">
          {' ['}
          <a href={urls.wwpd(s)}>{SPEC.get(s) ?? s}</a>
          {']'}
        </span>
      ))}
    </>
  );
}

/** The last Melee resolved: members, strikes, each die, then the removals, all from the engine's events. */
function Resolution({ view, ruleset, links }: { view: WwpdView; ruleset: RulesetId; links: RuleLinks }) {
  const { last, state } = view;
  if (last.length === 0) return <p class="sow-wwpd__none">{`No Melee resolved yet (dice from seed ${state.seed}).`}</p>;
  const line = (e: MeleeEvent, k: number) => (
    <li key={k}>
      {describeEvent(e, ruleset, state.params)}
      <RuleRefs rules={e.rules} links={links} />
      <Steps e={e} />
    </li>
  );
  const start = last.find((e) => e.type === 'melee-start');
  const strikes = last.filter((e) => e.type === 'melee-strike');
  const rolls = last.filter((e) => e.type === 'melee-defence');
  const earlier = view.events.slice(0, view.events.length - last.length).filter((e) => e.type === 'melee-end');
  const after = last.filter((e) => e.type === 'removed' || e.type === 'melee-end' || e.type === 'game-end');
  return (
    <div class="sow-wwpd__result" role="group" aria-label={`Melee ${start?.type === 'melee-start' ? start.melee : ''} resolved`}>
      {start && <ul class="sow-wwpd__members">{line(start, 0)}</ul>}
      <p class="sow-wwpd__heading">Strikes, all at once</p>
      <ol aria-label="Strikes">{strikes.map(line)}</ol>
      <p class="sow-wwpd__heading">{`Dice (seed ${state.seed}): every struck combatant rolls once a strike`}</p>
      <ol aria-label="Dice" class="sow-rolls__list">
        {rolls.map((e, k) => (
          <li key={k} class={e.type === 'melee-defence' && e.held ? 'sow-roll--held' : 'sow-roll--failed'}>
            {e.type === 'melee-defence' && <Die value={e.roll} held={e.held} />}
            <span>
              {describeEvent(e, ruleset, state.params)}
              <RuleRefs rules={e.rules} links={links} />
              <Steps e={e} />
            </span>
          </li>
        ))}
      </ol>
      <p class="sow-wwpd__heading">Removals, together after every roll</p>
      <ol aria-label="Removals">{after.map(line)}</ol>
      {earlier.length > 0 && <p>{`Earlier on this table: ${earlier.map((e) => describeEvent(e, ruleset, state.params)).join(' ')}`}</p>}
    </div>
  );
}
