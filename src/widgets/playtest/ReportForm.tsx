// The game report form (/playtests/report/): phone first, one column, every field labelled in words a
// player uses. Starts on the current version (the newest published), prefilled from its defaults, from
// the Game widget's "Report this game" link, or from the draft this device kept. Send saves the record on
// the device first, questions a result the combatants left contradict, then checks it with the server's
// own schema and sends it (submit.ts).
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { isSystemId, systemDescription, SYSTEMS } from '../../engine/systems.ts';
import { capitalise, resultContradiction, type Outcome } from '../../engine/browser.ts';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { Loading, SendingStatus, useLive, useStatus, useWaiting } from './Sending.tsx';
import { NameField, ruleOptions, SelectField, versionOptions } from './fields.tsx';
import { newId, queryValue, versionFrom, type FormData, type FormParam, type FormReadingChoice, type FormVersion } from './form-data.ts';
import { inLabels, submit, warmChecker } from './submit.ts';
import { PLAYER_RESULTS, RESULTS, type PlayerResult, type Result } from '../../shared/playtest-results.ts';

export interface ReportFormProps extends FormData {
  readings: FormReadingChoice[];
  parameters: FormParam[];
}

// The engine's list of turn systems, the sheet's own first.
const SYSTEM_OPTIONS = SYSTEMS.map((s, i) => ({ value: s.id, label: i === 0 ? `${s.name} (the sheet's own Turns)` : s.name }));
/** Each result's words; the values are the record's (one list, src/shared/playtest-results.ts). */
const RESULT_LABEL: Record<Result, string> = {
  instigator: 'The Instigator won',
  retaliator: 'The Retaliator won',
  draw: 'A draw',
  unfinished: 'We did not finish',
};
/** Where the roles change from Turn to Turn (WarSpike), the players are named by their first Turn's roles. */
const PLAYER_RESULT_LABEL: Record<PlayerResult, string> = {
  'player-i': "Player I won (the first Turn's Instigator)",
  'player-r': "Player R won (the first Turn's Retaliator)",
  draw: 'A draw',
  unfinished: 'We did not finish',
};
const RESULT_OPTIONS = RESULTS.map((value) => ({ value, label: RESULT_LABEL[value] }));
const PLAYER_RESULT_OPTIONS = PLAYER_RESULTS.map((value) => ({ value, label: PLAYER_RESULT_LABEL[value] }));
/** The labels the form shows, which its refusals name too (never a record's field names). */
const LABEL = {
  version: 'Rules played',
  system: 'Turn system',
  playedOn: 'Day of the game',
  perSide: 'Combatants a side',
  result: 'Result',
  'left.instigator': "Instigator's combatants left on the table",
  'left.retaliator': "Retaliator's combatants left on the table",
  minutes: 'Minutes the game took (optional)',
  'players.instigator': "The Instigator's player",
  'players.retaliator': "The Retaliator's player",
  notes: 'Notes for the designer (optional)',
  game: "The game's link from the Game widget (optional)",
  name: 'Your name (optional)',
} as const;
/** Address parameters a link prefills the form with (the Game widget's "Report this game"). */
const PREFILL = ['version', 'system', 'perSide', 'result', 'turns', 'left-instigator', 'left-retaliator', 'game'];

const EXPERIENCE = [
  { value: '', label: 'Not said' },
  { value: 'new', label: 'First game of this system' },
  { value: 'played', label: 'Had played it before' },
];

interface Fields {
  id: string;
  version: string;
  system: string;
  playedOn: string;
  perSide: string;
  result: string;
  turns: string;
  leftInstigator: string;
  leftRetaliator: string;
  minutes: string;
  expInstigator: string;
  expRetaliator: string;
  // The draft this device keeps holds this name (formats-keep-their-names), as the record does.
  rulings: Record<string, string>;
  params: Record<string, string>;
  questions: { rule: string; text: string }[];
  notes: string;
  game: string;
  name: string;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function blank(v: FormVersion, readings: FormReadingChoice[]): Fields {
  return {
    id: newId(),
    version: v.id,
    system: 'fragment1',
    playedOn: today(),
    perSide: '5',
    result: '',
    turns: '',
    leftInstigator: '',
    leftRetaliator: '',
    minutes: '',
    expInstigator: '',
    expRetaliator: '',
    rulings: playedReadings(v, readings),
    params: { ...v.params } as Record<string, string>,
    questions: [],
    notes: '',
    game: '',
    name: '',
  };
}

/** Each reading as the version plays it (its own value, else the engine's default): where the form starts. */
function playedReadings(v: FormVersion, readings: FormReadingChoice[]): Record<string, string> {
  return Object.fromEntries(readings.map((r) => [r.id, v.readings[r.id] ?? r.default]));
}

/** The form as a record: what was given, with numbers as numbers, and only the readings and numbers that differ from the version's. */
function record(f: Fields, v: FormVersion, readings: FormReadingChoice[]): Record<string, unknown> {
  const num = (s: string) => (s.trim() === '' ? s : Number(s));
  const out: Record<string, unknown> = {
    id: f.id,
    version: f.version,
    system: f.system,
    playedOn: f.playedOn,
    perSide: num(f.perSide),
    result: f.result,
    turns: num(f.turns),
    left: { instigator: num(f.leftInstigator), retaliator: num(f.leftRetaliator) },
    rulings: Object.fromEntries(
      readings
        .filter((r) => String(f.rulings[r.id]) !== (v.readings[r.id] ?? r.default))
        .map((r) => [r.id, r.range ? num(f.rulings[r.id] ?? '') : f.rulings[r.id]]),
    ),
    params: Object.fromEntries(
      Object.entries(f.params)
        .filter(([id, value]) => String(value) !== String(v.params[id]))
        .map(([id, value]) => [id, id === 'table' ? value : num(value)]),
    ),
    questions: f.questions.map((q) => (q.text.trim() ? q : { rule: q.rule })),
  };
  if (f.minutes.trim()) out.minutes = num(f.minutes);
  const players = { ...(f.expInstigator ? { instigator: f.expInstigator } : {}), ...(f.expRetaliator ? { retaliator: f.expRetaliator } : {}) };
  if (Object.keys(players).length > 0) out.players = players;
  for (const key of ['notes', 'game', 'name'] as const) if (f[key].trim()) out[key] = f[key];
  return out;
}

/** The input a refused field is typed in: `left.instigator` → "left-instigator", `questions[2].text` → "question-2". */
function inputFor(field: string): string {
  const q = /^questions\[(\d+)\]/.exec(field);
  if (q) return `question-${q[1]}`;
  const [head, sub] = field.split('.');
  if (head === 'rulings' || head === 'params') return `${head === 'rulings' ? 'ruling' : 'param'}-${sub}`;
  if (head === 'players') return `exp-${sub}`;
  return sub ? `${head}-${sub}` : head!;
}

export default function ReportForm({ versions, current, known, readings, parameters }: ReportFormProps) {
  const uid = useId();
  const at = (name: string) => `${uid}-${name}`;
  const start = versionFrom({ versions, current }, null);
  const [f, setF] = useState<Fields>(() => blank(start, readings));
  const [sending, setSending] = useState(false);
  const [pick, setPick] = useState('');
  const [doubt, setDoubt] = useState<string | null>(null);
  const waiting = useWaiting();
  const live = useLive();
  const v = versions.find((x) => x.id === f.version) ?? start;
  // A change answers any question put about the result: it is asked again at the next Send.
  const set = (patch: Partial<Fields>) => (setDoubt(null), setF((old) => ({ ...old, ...patch })));
  const text = (key: keyof Fields) => (e: Event) => set({ [key]: (e.currentTarget as HTMLInputElement).value } as Partial<Fields>);
  const restored = useRef(false);

  const played = isSystemId(f.system) ? systemDescription(f.system) : null;
  const results = played?.rolesChange ? PLAYER_RESULT_OPTIONS : RESULT_OPTIONS;
  const turnsLabel = `${capitalise(played?.turnsAre ?? 'Turns')} played`;
  const ruleLabel = (id: string) => {
    const r = v.rules.find((x) => x.id === id);
    return r ? `Rule ${r.number}: ${r.title}` : `${id} (not a rule of ${v.id})`;
  };
  const labelOf = (field: string): string | undefined => {
    if (field === 'turns') return turnsLabel;
    const q = /^questions\[(\d+)\]/.exec(field);
    if (q) return `What was unclear about ${ruleLabel(f.questions[Number(q[1])]?.rule ?? '').split(':')[0]}`;
    const [head, sub] = field.split('.');
    if (head === 'rulings') return readings.find((r) => r.id === sub)?.title;
    if (head === 'params') return parameters.find((p) => p.id === sub)?.title;
    return (LABEL as Record<string, string>)[field];
  };
  const { status, setStatus, said } = useStatus('report', 'game report', (d) => inLabels(d.error, d.field, labelOf));

  // Once hydrated: a link's game (the Game widget's "Report this game") fills the form; without one, the
  // draft this device kept.
  useEffect(() => {
    const linked = PREFILL.some((name) => queryValue(name) !== null) || readings.some((r) => queryValue(`ruling.${r.id}`) !== null);
    const draft = linked ? null : loadDraft<Fields>('report');
    restored.current = true;
    if (draft && typeof draft.id === 'string' && versions.some((x) => x.id === draft.version)) {
      setF({ ...blank(versionFrom({ versions, current }, draft.version ?? null), readings), ...draft });
      return;
    }
    if (!linked) return;
    const chosen = versionFrom({ versions, current }, queryValue('version'));
    const next = blank(chosen, readings);
    const simple: Array<[keyof Fields, string]> = [
      ['system', 'system'],
      ['perSide', 'perSide'],
      ['result', 'result'],
      ['turns', 'turns'],
      ['leftInstigator', 'left-instigator'],
      ['leftRetaliator', 'left-retaliator'],
      ['game', 'game'],
    ];
    for (const [key, name] of simple) {
      const value = queryValue(name);
      if (value !== null) (next as unknown as Record<string, string>)[key] = value.slice(0, 13_000);
    }
    for (const r of readings) next.rulings[r.id] = queryValue(`ruling.${r.id}`) ?? next.rulings[r.id]!;
    for (const p of parameters) next.params[p.id] = queryValue(`param.${p.id}`) ?? next.params[p.id]!;
    setF(next);
  }, []);

  // Every change is on the device at once (drafts.ts): nothing typed waits for Send to be kept.
  useEffect(() => {
    if (restored.current) saveDraft('report', f);
  }, [f]);

  /** The question a result the combatants left contradict puts to the player (engine: resultContradiction), or null. */
  const contradiction = (): string | null => {
    const left = { instigator: Number(f.leftInstigator), retaliator: Number(f.leftRetaliator) };
    if (f.leftInstigator.trim() === '' || f.leftRetaliator.trim() === '' || !Number.isInteger(left.instigator) || !Number.isInteger(left.retaliator))
      return null;
    const said: Outcome | 'unfinished' | null =
      f.result === 'player-i'
        ? 'instigator'
        : f.result === 'player-r'
          ? 'retaliator'
          : ((['instigator', 'retaliator', 'draw', 'unfinished'] as const).find((r) => r === f.result) ?? null);
    if (!said) return null;
    const wrong = resultContradiction(said, left);
    if (!wrong) return null;
    const chosen = results.find((r) => r.value === f.result)!.label;
    const victory = v.rules.find((r) => r.id === 'victory');
    const rule = victory ? `Rule ${victory.number} (${victory.title})` : 'the rules';
    const standing = `the Instigator has ${left.instigator} combatant${left.instigator === 1 ? '' : 's'} left on the table and the Retaliator ${left.retaliator}`;
    const what =
      wrong.decided === null
        ? 'both sides still stand, so no side has won yet'
        : wrong.decided === 'draw'
          ? 'no side has a combatant left, which is a draw'
          : `only the ${capitalise(wrong.decided)} has combatants left, so the ${capitalise(wrong.decided)} won`;
    return `You chose “${chosen}”, but ${standing}: ${what}. By ${rule} a side wins when it alone has combatants on the table. Please check the result and the combatants left; if the game did end this way, send it as it is and say why in the notes.`;
  };

  const send = async (confirmed: boolean) => {
    if (sending) return;
    const data = record(f, v, readings) as { id: string } & Record<string, unknown>;
    const question = confirmed ? null : contradiction();
    setDoubt(question);
    if (question) {
      setStatus('');
      return;
    }
    setSending(true);
    try {
      const done = await submit('report', data, (s) => s.checkRecord(s.reportSchema(known), data));
      if (done.outcome === 'check') {
        setStatus(`Please check the form: ${inLabels(done.error, done.field, labelOf)}`);
        document.getElementById(at(inputFor(done.field)))?.focus();
        return;
      }
      said(data.id, done);
      if (done.outcome === 'refused') {
        if (done.field) document.getElementById(at(inputFor(done.field)))?.focus();
        return;
      }
      // Sent or kept on the device, the report is done with: the form is ready for the next game.
      clearDraft('report');
      setF(blank(v, readings));
    } finally {
      setSending(false);
    }
  };

  const num = (key: keyof Fields, label: string, min: number, max: number, hint?: string, required = true) => (
    <p class="sow-form__field">
      <label for={at(inputFor(key === 'leftInstigator' ? 'left.instigator' : key === 'leftRetaliator' ? 'left.retaliator' : key))}>{label}</label>
      <input
        id={at(inputFor(key === 'leftInstigator' ? 'left.instigator' : key === 'leftRetaliator' ? 'left.retaliator' : key))}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required={required}
        value={f[key] as string}
        onInput={text(key)}
        aria-describedby={hint ? at(`${key}-hint`) : undefined}
      />
      {hint && (
        <span class="sow-form__hint" id={at(`${key}-hint`)}>
          {hint}
        </span>
      )}
    </p>
  );

  return (
    <form
      class="sow-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
      noValidate
      aria-label="Game report"
      onFocusIn={warmChecker}
    >
      <Loading live={live} />
      <fieldset class="sow-form__whole" disabled={!live}>
        <fieldset>
          <legend>The game</legend>
          <SelectField
            id={at('version')}
            label={LABEL.version}
            value={f.version}
            options={versionOptions(versions)}
            onChange={(version) => {
              const v = versionFrom({ versions, current }, version);
              set({ version, params: { ...v.params } as Record<string, string>, rulings: playedReadings(v, readings) });
            }}
          />
          <SelectField id={at('system')} label={LABEL.system} value={f.system} options={SYSTEM_OPTIONS} onChange={(system) => set({ system, result: '' })} />
          <p class="sow-form__field">
            <label for={at('playedOn')}>{LABEL.playedOn}</label>
            <input id={at('playedOn')} type="date" min="2019-01-01" max={today()} required value={f.playedOn} onInput={text('playedOn')} />
          </p>
          {num('perSide', LABEL.perSide, 1, 50)}
        </fieldset>

        <fieldset>
          <legend>How it ended</legend>
          <div class="sow-form__choices" role="radiogroup" aria-labelledby={at('result-legend')} id={at('result')} tabIndex={-1}>
            <p id={at('result-legend')} class="sow-form__label">
              {LABEL.result}
            </p>
            {results.map((r) => (
              <label key={r.value} class="sow-form__choice">
                <input type="radio" name={at('result-choice')} value={r.value} checked={f.result === r.value} onChange={() => set({ result: r.value })} />{' '}
                {r.label}
              </label>
            ))}
          </div>
          {num('turns', turnsLabel, 1, 1000)}
          {num('leftInstigator', LABEL['left.instigator'], 0, 50)}
          {num('leftRetaliator', LABEL['left.retaliator'], 0, 50)}
          {num('minutes', LABEL.minutes, 1, 600, undefined, false)}
        </fieldset>

        <fieldset>
          <legend>The players (optional)</legend>
          {(['instigator', 'retaliator'] as const).map((side) => {
            const key = side === 'instigator' ? 'expInstigator' : 'expRetaliator';
            return (
              <SelectField
                key={side}
                id={at(`exp-${side}`)}
                label={LABEL[`players.${side}`]}
                value={f[key]}
                options={EXPERIENCE}
                onChange={(value) => set({ [key]: value } as Partial<Fields>)}
              />
            );
          })}
        </fieldset>

        <details class="sow-form__more">
          <summary>How your table read the open questions</summary>
          {readings.map((r) =>
            r.range ? (
              <p class="sow-form__field" key={r.id}>
                <label for={at(`ruling-${r.id}`)}>{r.title}</label>
                <input
                  id={at(`ruling-${r.id}`)}
                  type="number"
                  min={r.range.min}
                  max={r.range.max}
                  step={1}
                  value={f.rulings[r.id]}
                  onInput={(e) => set({ rulings: { ...f.rulings, [r.id]: e.currentTarget.value } })}
                />
              </p>
            ) : (
              <SelectField
                key={r.id}
                id={at(`ruling-${r.id}`)}
                label={r.title}
                value={f.rulings[r.id] ?? v.readings[r.id] ?? r.default}
                options={r.variants}
                onChange={(value) => set({ rulings: { ...f.rulings, [r.id]: value } })}
              />
            ),
          )}
        </details>

        <details class="sow-form__more">
          <summary>Numbers changed from the sheet</summary>
          {parameters.map((p) => (
            <p class="sow-form__field" key={p.id}>
              <label for={at(`param-${p.id}`)}>{p.title}</label>
              <input
                id={at(`param-${p.id}`)}
                type={p.table ? 'text' : 'number'}
                inputMode={p.table ? 'text' : 'decimal'}
                min={p.table ? undefined : p.min}
                max={p.table ? undefined : p.max}
                step={p.table ? undefined : p.step}
                value={f.params[p.id]}
                onInput={(e) => set({ params: { ...f.params, [p.id]: e.currentTarget.value } })}
                aria-describedby={at(`param-${p.id}-hint`)}
              />
              <span class="sow-form__hint" id={at(`param-${p.id}-hint`)}>
                {p.range}
              </span>
            </p>
          ))}
        </details>

        <fieldset>
          <legend>Rules that raised a question at the table</legend>
          {f.questions.map((q, i) => (
            <div class="sow-form__question" key={`${q.rule}-${i}`}>
              <p class="sow-form__label">{ruleLabel(q.rule)}</p>
              <p class="sow-form__field">
                <label for={at(`question-${i}`)}>{`What was unclear about ${ruleLabel(q.rule).split(':')[0]} (optional)`}</label>
                <textarea
                  id={at(`question-${i}`)}
                  maxLength={4000}
                  rows={2}
                  value={q.text}
                  onInput={(e) => set({ questions: f.questions.map((x, j) => (j === i ? { ...x, text: e.currentTarget.value } : x)) })}
                />
              </p>
              <button type="button" onClick={() => set({ questions: f.questions.filter((_, j) => j !== i) })}>
                {`Remove ${ruleLabel(q.rule).split(':')[0]}`}
              </button>
            </div>
          ))}
          <SelectField
            id={at('pick')}
            label="Rule by its number on the sheet"
            value={pick}
            options={ruleOptions(v.rules)}
            first={{ value: '', label: 'Choose a rule' }}
            onChange={setPick}
          />
          <button
            type="button"
            disabled={!pick || f.questions.length >= 30}
            onClick={() => (set({ questions: [...f.questions, { rule: pick, text: '' }] }), setPick(''))}
          >
            Add this rule
          </button>
        </fieldset>

        <fieldset>
          <legend>Anything else</legend>
          <p class="sow-form__field">
            <label for={at('notes')}>{LABEL.notes}</label>
            <textarea id={at('notes')} maxLength={4000} rows={4} value={f.notes} onInput={text('notes')} />
          </p>
          <p class="sow-form__field">
            <label for={at('game')}>{LABEL.game}</label>
            <input id={at('game')} type="url" maxLength={13000} value={f.game} onInput={text('game')} aria-describedby={at('game-hint')} />
            <span class="sow-form__hint" id={at('game-hint')}>
              The server replays it with the rules engine, so the designer can step through your game.
            </span>
          </p>
          <NameField id={at('name')} value={f.name} onInput={(name) => set({ name })} />
        </fieldset>
        {doubt && (
          <div class="sow-form__doubt" role="alert">
            <p>{doubt}</p>
            <button type="button" onClick={() => void send(true)}>
              Send it as it is
            </button>{' '}
            <button type="button" onClick={() => (setDoubt(null), document.getElementById(at('result'))?.focus())}>
              Let me correct it
            </button>
          </div>
        )}
        <button type="submit" class="sow-form__send" disabled={sending}>
          Send the report
        </button>
      </fieldset>
      <SendingStatus text={status} waiting={waiting} />
    </form>
  );
}
