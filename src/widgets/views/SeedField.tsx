// The seed input of the widgets that deal tables (pairing, snap) and of the Game's settings.
import { useId } from 'preact/hooks';
import { SEED_MAX, seedProblem } from '../../engine/browser.ts';

/** A seed input with the stream's range (0 to SEED_MAX); a value outside it is never passed on. */
export function SeedField({ value, onSeed }: { value: number; onSeed: (seed: number) => void }) {
  const id = useId();
  return (
    <span class="sow-field">
      <label for={id}>Seed</label>
      <input
        id={id}
        type="number"
        min={0}
        max={SEED_MAX}
        step={1}
        value={value}
        onChange={(e) => {
          const n = Number((e.currentTarget as HTMLInputElement).value);
          if (seedProblem(n) === null) onSeed(n);
        }}
      />
    </span>
  );
}
