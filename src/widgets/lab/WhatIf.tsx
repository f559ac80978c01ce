// "What if" on a rule page that states a number: the reader changes the number and sees the exact odds
// of one Match (optimal v optimal, at a stated gap) above the same figures at the sheet's value. The
// sheet's row and the controls' ranges are build-time data; the engine loads only when the reader
// changes a number, so the rule page stays light.
import { useId, useRef, useState } from 'preact/hooks';
import type { ParamId, Params, MatchOdds, Policies, Readings } from '../../engine/browser.ts';
import { percent } from '../../shared/format.ts';

export interface WhatIfControl {
  id: ParamId;
  label: string;
  min: number;
  max: number;
  step: number;
  /** A select's values (the die's faces); a number input otherwise. */
  options?: readonly number[];
}

export interface WhatIfProps {
  controls: readonly WhatIfControl[];
  /** The version's own parameter defaults (its version.yaml), as resolveParams takes them. */
  versionParams: Partial<Params>;
  /** The numbers in force in the version, and those this rule states in words. */
  sheet: Params;
  sheetText: string;
  /** The exact odds at the sheet's numbers, computed at build time. */
  sheetOdds: MatchOdds;
  /** The three outcomes' column headers (the Odds chart's series). */
  columns: ReadonlyArray<{ key: keyof MatchOdds; label: string }>;
  gap: number;
  policies: Policies;
  /** The version's readings in force (its version.yaml, then the designer's): every row is played under them. */
  readings: Partial<Readings>;
  version: string;
  labHref: string;
}

const core = () => import('./what-if-core.ts');
/** How long after the last key the odds are worked out. */
const TYPING_MS = 350;

export default function WhatIf({ controls, versionParams, sheet, sheetText, sheetOdds, columns, gap, policies, readings, version, labHref }: WhatIfProps) {
  const [given, setGiven] = useState<Partial<Record<ParamId, number>>>({});
  const [shown, setShown] = useState<{ params: Params; odds: MatchOdds; text: string }>({ params: sheet, odds: sheetOdds, text: sheetText });
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const base = useId();
  const ids = controls.map((c) => c.id);

  const change = (id: ParamId, value: number) => {
    // A new die without its own fails-on takes the engine's default face for that die (P1).
    const next: Partial<Record<ParamId, number>> = { ...given, [id]: value };
    if (id === 'die') delete next['fails-on'];
    setGiven(next);
    const ask = ++asked.current;
    core().then(
      ({ whatIf }) => {
        if (ask !== asked.current) return;
        const r = whatIf(next, versionParams, ids, gap, policies, readings);
        if (r.ok) {
          setProblem(null);
          setShown({ params: r.params, odds: r.odds, text: r.text });
          // The face the engine chose for a new die shows in its field.
          if (id === 'die') setGiven({ ...next, 'fails-on': r.params['fails-on'] });
        } else setProblem(`Refused: ${r.problem}`);
      },
      () => setProblem('The odds could not be loaded. Reload the page to try again.'),
    );
  };

  const row = (head: string, odds: MatchOdds) => (
    <tr>
      <th scope="row">{head}</th>
      {columns.map((c) => (
        <td key={c.key}>{percent(odds[c.key] ?? 0)}</td>
      ))}
    </tr>
  );

  return (
    <div class="sow-widget sow-whatif" role="group" aria-label="What if">
      <div class="sow-controls">
        {controls.map((c) => {
          const fid = `${base}-${c.id}`;
          const value = given[c.id] ?? shown.params[c.id];
          const onChange = (e: Event) => change(c.id, Number((e.currentTarget as HTMLInputElement | HTMLSelectElement).value));
          // While typing, the odds follow a moment after the last key (a half-typed "1" of "10" is not worth a solve).
          const onInput = (e: Event) => {
            const text = (e.currentTarget as HTMLInputElement).value;
            clearTimeout(typing.current);
            if (text.trim() !== '') typing.current = setTimeout(() => change(c.id, Number(text)), TYPING_MS);
          };
          return (
            <span class="sow-field" key={c.id}>
              <label for={fid}>{c.label}</label>
              {c.options ? (
                <select id={fid} value={String(value)} onChange={onChange}>
                  {c.options.map((d) => (
                    <option key={d} value={String(d)}>{`D${d}`}</option>
                  ))}
                </select>
              ) : (
                <input
                  id={fid}
                  type="number"
                  min={c.min}
                  max={c.id === 'fails-on' ? shown.params.die : c.max}
                  step={c.step}
                  value={value as number}
                  onChange={onChange}
                  onInput={onInput}
                  aria-describedby={`${base}-help`}
                />
              )}
            </span>
          );
        })}
      </div>
      <p class="sow-lab__help" id={`${base}-help`}>
        The odds follow as you type or pick.
      </p>
      <p class="sow-error" role="status">
        {problem ?? ''}
      </p>
      <table class="sow-whatif-table">
        <caption>{`Exact odds of one Match in the open field at a gap of ${gap} in, ${policies.instigator} Instigator v ${policies.retaliator} Retaliator`}</caption>
        <thead>
          <tr>
            <th scope="col">Numbers</th>
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(`What if: ${shown.text}`, shown.odds)}
          {row(`The ${version} sheet: ${sheetText}`, sheetOdds)}
        </tbody>
      </table>
      <p>
        <a href={labHref}>Compare several values, and whole games, in the Lab</a>
      </p>
    </div>
  );
}
