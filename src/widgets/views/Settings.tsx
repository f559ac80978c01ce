// Settings controls (who plays each side, colours, readings), loaded when a settings panel is opened.
// Readings come from the engine's READINGS data (passed in as props): the engine decides what is offered.
import { useId } from 'preact/hooks';
import {
  RULESET_IDS,
  isRulesetId,
  readingProblem,
  atOnceProblem,
  POLICY_NAMES,
  type RulesetId,
  type ReadingId,
  type Readings,
  type Side,
} from '../../engine/browser.ts';
import { POLICY_HELP, SIDE_NAME } from '../models/format.ts';
import { PALETTE } from '../../shared/palette.ts';
import { SeedField } from './SeedField.tsx';
import type { Controller } from '../../shared/link-codec.ts';
import type { ReadingChoice } from '../models/types.ts';

export function ControllerSelect({
  side,
  value,
  onChange,
  allowPerson = true,
  label,
  atOnce = false,
}: {
  side: Side;
  value: Controller;
  onChange: (c: Controller) => void;
  allowPerson?: boolean;
  label?: string;
  atOnce?: boolean;
}) {
  const id = useId();
  return (
    <span class="sow-field">
      <label for={id}>{label ?? SIDE_NAME[side]}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as Controller)}>
        {allowPerson && <option value="person">person (you decide)</option>}
        {POLICY_NAMES.map((p) => {
          // S4: offered only where it exists, with strikes in turn.
          const off = atOnce && atOnceProblem(p) !== null;
          return (
            <option key={p} value={p} disabled={off}>
              {off ? `${POLICY_HELP[p]}: not with strikes at once` : POLICY_HELP[p]}
            </option>
          );
        })}
      </select>
    </span>
  );
}

/** One control per reading (src/engine/core/readings.ts READINGS): the engine's data decides what is offered. */
export function ReadingsControls({
  choices,
  readings,
  onChange,
  only,
  optimalPlays = false,
}: {
  choices: readonly ReadingChoice[];
  readings: Readings;
  onChange: (id: ReadingId, value: string | number) => void;
  only?: readonly ReadingId[];
  optimalPlays?: boolean;
}) {
  const base = useId();
  return (
    <fieldset class="sow-rulings">
      <legend>Readings (open questions)</legend>
      {choices
        .filter((r) => !only || only.includes(r.id))
        .map((r) => {
          const id = `${base}-${r.id}`;
          const value = readings[r.id];
          return (
            <span class="sow-field" key={r.id}>
              <label for={id}>{r.title}</label>
              {typeof value === 'number' ? (
                <input
                  id={id}
                  type="number"
                  min={r.range?.min}
                  max={r.range?.max}
                  step={1}
                  value={value}
                  onChange={(e) => {
                    const n = Number((e.currentTarget as HTMLInputElement).value);
                    if (readingProblem(r.id, n) === null) onChange(r.id, n);
                  }}
                />
              ) : (
                <select id={id} value={value} onChange={(e) => onChange(r.id, (e.currentTarget as HTMLSelectElement).value)}>
                  {r.variants.map((v) => {
                    // S4: strikes at once are not offered while a side is played by `optimal`.
                    const off = r.id === 'exchange' && v.value === 'simultaneous' && optimalPlays;
                    return (
                      <option key={v.value} value={v.value} disabled={off}>
                        {off ? `${v.label}: not while a side plays optimal` : v.value === r.default ? `${v.label} (default)` : v.label}
                      </option>
                    );
                  })}
                </select>
              )}
            </span>
          );
        })}
    </fieldset>
  );
}

export function ColourSelect({ side, value, other, onChange }: { side: Side; value: number; other: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <span class="sow-field">
      <label for={id}>{`${SIDE_NAME[side]}'s colour`}</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}>
        {PALETTE.map((c, i) => (
          <option key={c.name} value={String(i)} disabled={i === other}>
            {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}

// ---- the panels each widget opens ----

const SIDES: readonly Side[] = ['instigator', 'retaliator'];

interface PlayersProps {
  controllers: Record<Side, Controller>;
  /** Label per side, e.g. "Instigator (I1) played by". */
  labels: Record<Side, string>;
  allowPerson: boolean;
  onController: (side: Side, value: Controller) => void;
  /** Palette choice for rulesets where players choose colours (v0.2); omitted where the sheet fixes them. */
  colours?: [number, number];
  onColour?: (side: Side, value: number) => void;
  /** Strikes at once (reading exchange): `optimal` is not offered. */
  atOnce?: boolean;
}

function Players({ controllers, labels, allowPerson, onController, colours, onColour, atOnce }: PlayersProps) {
  return (
    <>
      {SIDES.map((side) => (
        <ControllerSelect
          key={side}
          side={side}
          label={labels[side]}
          allowPerson={allowPerson}
          atOnce={atOnce}
          value={controllers[side]}
          onChange={(v) => onController(side, v)}
        />
      ))}
      {colours &&
        onColour &&
        SIDES.map((side, k) => <ColourSelect key={`c-${side}`} side={side} value={colours[k]!} other={colours[1 - k]!} onChange={(v) => onColour(side, v)} />)}
    </>
  );
}

/** The Game widget's own fields: the seed, and the version the game is played under. */
function GameFields({ seed, ruleset, onSeed, onRuleset }: NonNullable<PanelProps['game']>) {
  const rulesetId = useId();
  return (
    <>
      <SeedField value={seed} onSeed={onSeed} />
      <span class="sow-field">
        <label for={rulesetId}>Version</label>
        <select
          id={rulesetId}
          value={ruleset}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            if (isRulesetId(v)) onRuleset(v);
          }}
        >
          {RULESET_IDS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}

export interface PanelProps extends PlayersProps {
  game?: { seed: number; ruleset: RulesetId; onSeed: (seed: number) => void; onRuleset: (ruleset: RulesetId) => void };
  choices?: readonly ReadingChoice[];
  readings?: Readings;
  onReading?: (id: ReadingId, value: string | number) => void;
  onlyReadings?: readonly ReadingId[];
}

/** Who plays, colours, then the Game's own fields, then the readings. */
export default function Panel({ choices, readings, onReading, onlyReadings, game, ...players }: PanelProps) {
  return (
    <>
      <Players {...players} atOnce={readings?.exchange === 'simultaneous'} />
      {game && <GameFields {...game} />}
      {choices && readings && onReading && (
        <ReadingsControls
          choices={choices}
          readings={readings}
          onChange={onReading}
          only={onlyReadings}
          optimalPlays={Object.values(players.controllers).includes('optimal')}
        />
      )}
    </>
  );
}
