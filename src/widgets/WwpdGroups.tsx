// The WWPD groups widget (system `wwpd`, turn-systems.md WW5–WW7): the reader drags bases and watches the
// engine divide the table into Melees (base contact) and Firefights (the scaled range), chained through
// enemies, then resolves a Melee all at once with the engine's WWPD Melee on the seeded stream.
import { useId, useReducer, useRef, useState } from 'preact/hooks';
import { useFocusOnward } from './focus.ts';
import { paramName, useSharedLink, linkRefused } from './links/shared-link.ts';
import { inches, sideColours } from './models/format.ts';
import type { WidgetProps } from './models/types.ts';
import { initialWwpd, sharedOfWwpd, wwpdReducer, wwpdView, type Group, type PlayMelees } from './models/wwpd-model.ts';
import { Problem } from './views/common.tsx';
import { SeedField } from './views/SeedField.tsx';
import { ShareLink } from './views/ShareLink.tsx';
import { baseView, TableSvg } from './views/TableSvg.tsx';

// A link's scenario plays system wwpd, which its reader checks is provided: the engine's WWPD comes first.
const linkCodec = () => import('./links/url-state.ts');

/** The engine's Melee and the view of its result, loaded when a Melee is first resolved. */
interface MeleeCode {
  playMelees: PlayMelees;
  Resolution: typeof import('./views/WwpdResolution.tsx').Resolution;
}
const meleeCode = (): Promise<MeleeCode> =>
  Promise.all([import('./models/wwpd-melee.ts'), import('./views/WwpdResolution.tsx')]).then(([{ playMelees }, { Resolution }]) => ({
    playMelees,
    Resolution,
  }));

export default function WwpdGroups({ preset: name, setup: preset, ruleLinks, anchor }: WidgetProps) {
  const [m, dispatch] = useReducer(wwpdReducer, null, () => initialWwpd(preset.scenario));
  const id = anchor ?? `widget-wwpd-${name}`;
  const param = paramName(id);
  const uid = useId();
  const hintId = `${uid}-hint`;
  const meleeId = `${uid}-melee`;
  // Resolve once no Melee is left, Back at the start: on to the next enabled control.
  const onward = useFocusOnward('.sow-controls button:not(:disabled)');
  const [code, setCode] = useState<MeleeCode | null>(null);
  const loading = useRef<Promise<MeleeCode> | null>(null);
  const needCode = () =>
    (loading.current ??= meleeCode().then((c) => {
      setCode(c);
      return c;
    }));
  useSharedLink(
    linkCodec,
    param,
    (shared) => void needCode().then((c) => dispatch({ type: 'load', shared, melee: c.playMelees })),
    (why) => dispatch({ type: 'problem', text: linkRefused('WWPD table', why) }),
  );

  const v = wwpdView(m);
  const { table } = v.params;
  const rs = m.start.ruleset;
  const d = table.depth;
  const byId = new Map(v.combatants.map((c) => [c.id, c]));
  const setting = m.resolved.length === 0;
  const chosen = v.melees.find((g) => g.members[0] === m.choice);

  return (
    <section class="sow-widget sow-wwpd" aria-label="WWPD groups" id={id} {...onward}>
      <p class="sow-widget__title">{`WWPD groups: ${preset.title}`}</p>
      <Problem text={m.problem} onDismiss={() => dispatch({ type: 'problem', text: null })} />
      <p class="sow-caption">{preset.caption}</p>
      <div class="sow-game__body">
        <TableSvg
          table={table}
          bases={v.combatants.map((c) => baseView(c, false))}
          colours={sideColours(rs)}
          label={`Table, ${table.width} by ${d} inches, seen from above`}
          diameter={v.params.base}
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
          <p class="sow-wwpd__legend">
            Bright bars mark base contact between enemies; dashed lines join enemies within Firefight range. Friends touching link nothing.
          </p>
        </div>
      </div>
      <div class="sow-controls">
        {v.melees.length > 0 && (
          <span class="sow-field">
            <label for={meleeId}>Melee to resolve</label>
            <select
              id={meleeId}
              value={chosen?.members[0] ?? ''}
              onChange={(e) => dispatch({ type: 'choose', first: (e.currentTarget as HTMLSelectElement).value })}
            >
              {v.melees.map((g) => (
                <option key={g.members[0]} value={g.members[0]}>
                  {g.members.join(', ')}
                </option>
              ))}
            </select>
          </span>
        )}
        <button
          type="button"
          class="sow-primary"
          disabled={!chosen || v.over}
          onPointerEnter={needCode}
          onFocus={needCode}
          onClick={() => void needCode().then((c) => dispatch({ type: 'resolve', melee: c.playMelees }))}
        >
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
      {v.last.length > 0 && code ? (
        <code.Resolution view={v} ruleset={rs} links={ruleLinks?.[rs] ?? {}} />
      ) : (
        <p>{`No Melee resolved yet (dice from seed ${v.seed}).`}</p>
      )}
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
