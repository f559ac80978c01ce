// The table seen from above, in inches: grid, deployment zones, bases as labelled circles.
// It only draws what it is given; when `onMove` is set, bases can be dragged or moved with arrow keys
// and the widget decides (with the engine) whether the new spot is allowed; when `onPick` is set, bases
// not Inert are buttons the reader chooses.
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { Side, Table } from '../../engine/browser.ts';
import { inches, SIDE_NAME } from '../models/format.ts';
import type { BaseColour } from '../../shared/palette.ts';

export interface BaseView {
  id: string;
  side: Side;
  x: number;
  y: number;
  removed: boolean;
  inert: boolean;
  /** Part of the Match being shown or the closest pair about to be Matched. */
  mark?: 'match' | 'closest';
  /** Chosen by the reader (with `onPick`). */
  pressed?: boolean;
  /** Said after the base's state in its accessible name (WAR: "activated, 2 fatigue"). */
  note?: string;
  /** Drawn on the base, centred on it (WAR's activation die and fatigue tokens). */
  decor?: ComponentChildren;
}

/** A combatant as the table draws it; `inert` as the widget shows it (a Match's pair stays live until it ends). */
export function baseView(
  c: { id: string; side: Side; x: number; y: number; removed: boolean },
  inert: boolean,
  extra: Partial<Pick<BaseView, 'mark' | 'pressed' | 'note' | 'decor'>> = {},
): BaseView {
  return { id: c.id, side: c.side, x: c.x, y: c.y, removed: c.removed, inert, ...extra };
}

export interface PairLine {
  from: string;
  to: string;
  kind: 'match' | 'closest';
}

interface TableSvgProps {
  table: Table;
  bases: readonly BaseView[];
  colours: Record<Side, BaseColour>;
  lines?: readonly PairLine[];
  /** Depth of each side's deployment zone, drawn when given. */
  zoneDepth?: number;
  label: string;
  diameter: number;
  onMove?: (id: string, x: number, y: number) => void;
  /** Called when the reader first focuses or grabs a movable base (the widget may load code then). */
  onEngage?: () => void;
  /** Id of the text that explains how to move or choose bases. */
  hintId?: string;
  /** Called with the id of a base the reader chooses by click, tap, Enter or Space. */
  onPick?: (id: string) => void;
  /** Drawn in table coordinates (y from the Retaliator's edge) over the lines, under the bases. */
  children?: ComponentChildren;
  /** Drawn like `children`, but over the bases, letting the pointer through to them. */
  overlay?: ComponentChildren;
}

// Room above and below for the edges' names; little at the sides, so a phone's width goes to the table.
const PAD = 1;
const PAD_X = 0.15;
/** A base a reader presses gets a clear ring this wide: at least 36 px on a phone, though the disc is to scale. */
const TARGET_RADIUS = 0.7;

export function TableSvg({
  table,
  bases,
  colours,
  lines = [],
  zoneDepth,
  label,
  diameter,
  onMove,
  onEngage,
  hintId,
  onPick,
  children,
  overlay,
}: TableSvgProps) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<string | null>(null);
  const { width: w, depth: d } = table;
  // The Instigator's edge (y = 0) is drawn at the bottom, as if the reader sat on that side.
  const sy = (y: number) => d - y;
  const byId = new Map(bases.map((b) => [b.id, b]));

  const toTable = (ev: PointerEvent): { x: number; y: number } | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: d - p.y };
  };

  const onKey = (b: BaseView, ev: KeyboardEvent) => {
    if (onPick && (ev.key === 'Enter' || ev.key === ' ')) {
      ev.preventDefault();
      onPick(b.id);
    }
    if (!onMove) return;
    const stepSize = ev.shiftKey ? 1 : 0.1;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-stepSize, 0], ArrowRight: [stepSize, 0], ArrowUp: [0, stepSize], ArrowDown: [0, -stepSize] };
    const move = delta[ev.key];
    if (!move) return;
    ev.preventDefault();
    onMove(b.id, round(b.x + move[0]), round(b.y + move[1]));
  };

  const gridLines = [];
  for (let x = 1; x < w; x++) gridLines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={d} class={x % 6 === 0 ? 'sow-grid sow-grid--major' : 'sow-grid'} />);
  for (let y = 1; y < d; y++) gridLines.push(<line key={`y${y}`} x1={0} y1={y} x2={w} y2={y} class={y % 6 === 0 ? 'sow-grid sow-grid--major' : 'sow-grid'} />);

  return (
    <svg
      ref={svg}
      class={onMove ? 'sow-table sow-table--editable' : 'sow-table'}
      viewBox={`${-PAD_X} ${-PAD} ${w + 2 * PAD_X} ${d + 2 * PAD}`}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      onPointerMove={(ev) => {
        if (!dragging.current || !onMove) return;
        const p = toTable(ev);
        if (p) onMove(dragging.current, round(p.x), round(p.y));
      }}
      onPointerUp={() => (dragging.current = null)}
      onPointerCancel={() => (dragging.current = null)}
    >
      <rect class="sow-mat" x={0} y={0} width={w} height={d} />
      {zoneDepth !== undefined && (
        <>
          <rect class="sow-zone sow-zone--instigator" x={0} y={sy(zoneDepth)} width={w} height={zoneDepth} />
          <rect class="sow-zone sow-zone--retaliator" x={0} y={0} width={w} height={zoneDepth} />
        </>
      )}
      {gridLines}
      <text class="sow-edge" x={w / 2} y={d + 0.7} text-anchor="middle">
        {"Instigator's edge"}
      </text>
      <text class="sow-edge" x={w / 2} y={-0.3} text-anchor="middle">
        {"Retaliator's edge"}
      </text>
      {lines.map((l) => {
        const a = byId.get(l.from);
        const b = byId.get(l.to);
        if (!a || !b || a.removed || b.removed) return null;
        return <line key={`${l.kind}-${l.from}-${l.to}`} class={`sow-pair sow-pair--${l.kind}`} x1={a.x} y1={sy(a.y)} x2={b.x} y2={sy(b.y)} />;
      })}
      {children}
      {bases
        .filter((b) => !b.removed)
        .map((b) => {
          const c = colours[b.side];
          const pick = onPick && !b.inert ? onPick : undefined;
          const state = [b.inert ? 'Inert' : '', b.mark === 'match' ? 'in the Match' : b.mark === 'closest' ? 'closest pair' : '', b.note ?? '']
            .filter(Boolean)
            .join(', ');
          const name = `${b.id}, ${SIDE_NAME[b.side]} (${c.name}), at ${inches(b.x)} across, ${inches(b.y)} from the Instigator's edge${state ? `, ${state}` : ''}`;
          return (
            <g
              key={b.id}
              class={`sow-base${b.inert ? ' sow-base--inert' : ''}${b.mark ? ` sow-base--${b.mark}` : ''}${onMove ? ' sow-base--movable' : ''}${pick ? ' sow-base--pickable' : ''}`}
              transform={`translate(${b.x} ${sy(b.y)})`}
              role={onMove || pick ? 'button' : 'img'}
              aria-roledescription={onMove ? 'movable base' : undefined}
              aria-label={name}
              aria-pressed={pick ? b.pressed === true : undefined}
              tabIndex={onMove || pick ? 0 : undefined}
              onClick={pick && (() => pick(b.id))}
              onKeyDown={(ev) => (pick || onMove) && onKey(b, ev)}
              onFocus={onEngage}
              onPointerDown={(ev) => {
                if (!onMove) return;
                onEngage?.();
                dragging.current = b.id;
                svg.current?.setPointerCapture(ev.pointerId);
              }}
            >
              {(onMove || pick) && <circle r={Math.max(diameter / 2, TARGET_RADIUS)} class="sow-base__target" />}
              <circle r={diameter / 2} fill={c.fill} class="sow-base__disc" />
              <text class="sow-base__label" fill={c.ink} text-anchor="middle" dy="0.15">
                {b.id}
              </text>
              {b.decor}
            </g>
          );
        })}
      {overlay && <g class="sow-overlay">{overlay}</g>}
    </svg>
  );
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
