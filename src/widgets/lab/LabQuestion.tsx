// The Lab's question: which parameter and values (and a second parameter for a grid), the base's other
// numbers, the gap, the policies and readings. Each change is an action of the Lab's reducer (lab-model.ts).
import { useId } from 'preact/hooks';
import { type ParamId, type PolicyName, PARAMETERS } from '../../engine/browser.ts';

type ParamInfo = ReturnType<typeof import('../../engine/browser.ts').paramInfo>;
import { LazyDetails } from '../views/lazy.tsx';
import type { PanelProps } from '../views/Settings.tsx';
import type { ReadingChoice } from '../models/types.ts';
import { GAP, MAX_BASE_TEXT, type LabAction, type LabModel } from './lab-model.ts';
import type { LabRows } from './lab-plan.ts';

/**
 * A number field that takes effect as it is typed, so a re-render meanwhile (the engine arriving) cannot
 * put back the old number over the reader's; an emptied field waits for a number (the reducer refuses
 * anything out of range).
 */
export const whileTyping = (use: (n: number) => void) => (e: Event) => {
  const text = (e.currentTarget as HTMLInputElement).value;
  if (text.trim() !== '') use(Number(text));
};

export function LabQuestion(props: {
  model: LabModel;
  /** The set-up's cells as the engine read them; null until the engine is here (for a set-up other than the opening one). */
  plan: LabRows | null;
  sheet: Readonly<Record<ParamId, string>>;
  readingChoices: readonly ReadingChoice[];
  act: (a: LabAction) => void;
  /** What the Lab works out for its own labels too: the parameters' descriptions, whether one is swept, the policies in words. */
  info: ParamInfo;
  acrossInfo: ParamInfo | null;
  swept: (id: ParamId) => boolean;
  policies: string;
}) {
  const { model: m, plan, sheet, readingChoices, act, info, acrossInfo, swept } = props;
  const ids = { param: useId(), values: useId(), valuesHelp: useId(), across: useId(), acrossValues: useId(), base: useId(), gap: useId() };
  const onGap = whileTyping((n) => act({ type: 'gap', gap: n }));
  return (
    <fieldset class="sow-lab__question" disabled={m.status === 'running'}>
      <legend>The question</legend>
      <div class="sow-controls">
        <span class="sow-field">
          <label for={ids.param}>Parameter</label>
          <select id={ids.param} value={m.param} onChange={(e) => act({ type: 'param', param: (e.currentTarget as HTMLSelectElement).value as ParamId })}>
            {PARAMETERS.map((p) => (
              <option key={p.id} value={p.id}>
                {`${p.title} (${p.id})`}
              </option>
            ))}
          </select>
        </span>
        <span class="sow-field sow-lab__values">
          <label for={ids.values}>Values (comma-separated)</label>
          <input
            id={ids.values}
            type="text"
            inputMode={m.param === 'table' ? 'text' : 'decimal'}
            value={m.values}
            maxLength={200}
            aria-invalid={plan !== null && !plan.ok}
            aria-describedby={ids.valuesHelp}
            onInput={(e) => act({ type: 'values', text: (e.currentTarget as HTMLInputElement).value })}
          />
        </span>
      </div>
      <p id={ids.valuesHelp} class={plan && !plan.ok ? 'sow-error' : 'sow-lab__help'} role="status">
        {plan && !plan.ok ? `Refused: ${plan.problem}` : `Allowed: ${info.range}${acrossInfo ? `; ${acrossInfo.id}: ${acrossInfo.range}` : ''}.`}
      </p>
      <div class="sow-controls">
        <span class="sow-field">
          <label for={ids.across}>Across, for a grid</label>
          <select
            id={ids.across}
            value={m.across?.param ?? ''}
            onChange={(e) => act({ type: 'across', param: ((e.currentTarget as HTMLSelectElement).value || null) as ParamId | null })}
          >
            <option value="">nothing: one row a value</option>
            {PARAMETERS.filter((p) => p.id !== m.param).map((p) => (
              <option key={p.id} value={p.id}>
                {`${p.title} (${p.id})`}
              </option>
            ))}
          </select>
        </span>
        {m.across && (
          <span class="sow-field sow-lab__values">
            <label for={ids.acrossValues}>{`Values of ${m.across.param} (comma-separated)`}</label>
            <input
              id={ids.acrossValues}
              type="text"
              inputMode={m.across.param === 'table' ? 'text' : 'decimal'}
              value={m.across.values}
              maxLength={200}
              aria-invalid={plan !== null && !plan.ok}
              aria-describedby={ids.valuesHelp}
              onInput={(e) => act({ type: 'across-values', text: (e.currentTarget as HTMLInputElement).value })}
            />
          </span>
        )}
      </div>
      <fieldset class="sow-lab__base">
        <legend>The base: the other numbers (left empty: as the sheet has them)</legend>
        <div class="sow-controls">
          {PARAMETERS.filter((p) => !swept(p.id)).map((p) => (
            <span class="sow-field" key={p.id}>
              <label for={`${ids.base}-${p.id}`}>{`${p.title} (${p.id})`}</label>
              <input
                id={`${ids.base}-${p.id}`}
                type="text"
                inputMode={p.id === 'table' ? 'text' : 'decimal'}
                size={7}
                maxLength={MAX_BASE_TEXT}
                placeholder={sheet[p.id]}
                value={m.base[p.id] ?? ''}
                onInput={(e) => act({ type: 'base', param: p.id, text: (e.currentTarget as HTMLInputElement).value })}
              />
            </span>
          ))}
        </div>
      </fieldset>
      <div class="sow-controls">
        <span class="sow-field">
          <label for={ids.gap}>Gap for the Match odds (in)</label>
          <input id={ids.gap} type="number" min={GAP.min} max={GAP.max} step={GAP.step} value={m.gap} onInput={onGap} onChange={onGap} />
        </span>
      </div>
      <LazyDetails<PanelProps>
        summary="Policies and readings"
        load={() => import('../views/Settings.tsx').then((x) => x.default)}
        props={{
          controllers: m.policies,
          labels: { instigator: 'Instigator plays', retaliator: 'Retaliator plays' },
          allowPerson: false,
          onController: (side, value) => value !== 'person' && act({ type: 'policy', side, value: value as PolicyName }),
          choices: readingChoices,
          readings: m.readings,
          onReading: (id, value) => act({ type: 'reading', id, value }),
        }}
      />
      <p class="sow-lab__help">{`Policies: ${props.policies}.`}</p>
    </fieldset>
  );
}
