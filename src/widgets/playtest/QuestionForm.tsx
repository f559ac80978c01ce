// The rule question form (/playtests/ask/): reached from "Ask about this rule" on every rule page, a
// plain link whose address names the version and the rule, so rule pages carry no script for it. Before
// the reader sends, it shows what is already answered (AlreadyAnswered.tsx): the designer's published
// rulings on the rule, the engine's reading of it and, for an attached position, what the engine does
// there. Send saves the question on the device first, then checks and sends it (submit.ts).
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { AlreadyAnswered } from './AlreadyAnswered.tsx';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { Loading, SendingStatus, useLive, useStatus, useWaiting } from './Sending.tsx';
import { NameField, ruleOptions, SelectField, versionOptions } from './fields.tsx';
import { newId, queryValue, versionFrom, type FormData, type RuleAnswers } from './form-data.ts';
import { inLabels, submit, warmChecker } from './submit.ts';

interface Fields {
  id: string;
  version: string;
  rule: string;
  page: string;
  text: string;
  situation: string;
  name: string;
}

/** The labels the form shows, which its refusals name too. */
const LABEL: Record<string, string> = {
  version: 'Rules',
  rule: 'The rule you ask about',
  page: 'The rule you ask about',
  text: 'Your question',
  situation: "The position you ask about (a widget's link)",
  name: 'Your name (optional)',
};

export interface QuestionFormProps extends FormData {
  /** Per version, per rule id: what is already answered (rules with nothing are left out). */
  answers: Record<string, Record<string, RuleAnswers>>;
}

export default function QuestionForm({ versions, current, known, answers }: QuestionFormProps) {
  const uid = useId();
  const at = (name: string) => `${uid}-${name}`;
  const start = versionFrom({ versions, current }, null);
  const [f, setF] = useState<Fields>({ id: newId(), version: start.id, rule: '', page: '', text: '', situation: '', name: '' });
  const [sending, setSending] = useState(false);
  const waiting = useWaiting();
  const live = useLive();
  const v = versions.find((x) => x.id === f.version) ?? start;
  const set = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));
  const labelOf = (field: string) => LABEL[field];
  const { status, setStatus, said } = useStatus('question', 'question', (d) => inLabels(d.error, d.field, labelOf));
  const restored = useRef(false);

  // Once hydrated: the address names the version, rule, page or position asked about; the draft this
  // device kept fills in what was typed.
  useEffect(() => {
    const asked = queryValue('version');
    const draft = loadDraft<Fields>('question');
    const chosen = versionFrom({ versions, current }, asked ?? (typeof draft?.version === 'string' ? draft.version : null));
    const fromLink = asked !== null || queryValue('rule') !== null || queryValue('page') !== null || queryValue('situation') !== null;
    const rule = fromLink ? (queryValue('rule') ?? '') : typeof draft?.rule === 'string' ? draft.rule : '';
    const kept = draft && typeof draft.id === 'string' ? draft : null;
    restored.current = true;
    setF((old) => ({
      ...old,
      ...(kept && (!fromLink || (kept.version === chosen.id && kept.rule === rule)) ? kept : {}),
      version: chosen.id,
      rule: chosen.rules.some((r) => r.id === rule) ? rule : '',
      page: ((fromLink ? queryValue('page') : kept?.page) ?? '').slice(0, 300),
      situation: ((fromLink ? queryValue('situation') : kept?.situation) ?? '').slice(0, 13_000),
    }));
  }, []);

  // Every change is on the device at once (drafts.ts).
  useEffect(() => {
    if (restored.current) saveDraft('question', f);
  }, [f]);

  const send = async (e: Event) => {
    e.preventDefault();
    if (sending) return;
    const data: { id: string } & Record<string, unknown> = { id: f.id, version: f.version, text: f.text };
    if (f.rule) data.rule = f.rule;
    else if (f.page) data.page = f.page;
    if (f.situation.trim()) data.situation = f.situation;
    if (f.name.trim()) data.name = f.name;
    setSending(true);
    try {
      const done = await submit('question', data, (s) => s.checkRecord(s.questionSchema(known), data));
      if (done.outcome === 'check') {
        setStatus(`Please check the form: ${inLabels(done.error, done.field, labelOf)}`);
        document.getElementById(at(done.field === 'page' ? 'rule' : done.field))?.focus();
        return;
      }
      said(data.id, done);
      if (done.outcome === 'refused') return;
      clearDraft('question');
      set({ id: newId(), text: '' });
    } finally {
      setSending(false);
    }
  };

  const rule = v.rules.find((r) => r.id === f.rule);
  return (
    <form class="sow-form" onSubmit={send} noValidate aria-label="Rule question" onFocusIn={warmChecker}>
      <Loading live={live} />
      <fieldset class="sow-form__whole" disabled={!live}>
        <SelectField id={at('version')} label={LABEL.version!} value={f.version} options={versionOptions(versions)} onChange={(version) => set({ version })} />
        <SelectField
          id={at('rule')}
          label={LABEL.rule!}
          value={f.rule}
          options={ruleOptions(v.rules)}
          first={{ value: '', label: f.page ? `Not a rule: the page ${f.page}` : 'Choose a rule' }}
          onChange={(rule) => set({ rule })}
        />
        <AlreadyAnswered version={v} rule={rule} answers={rule ? answers[v.id]?.[rule.id] : undefined} situation={f.situation} />
        <p class="sow-form__field">
          <label for={at('text')}>{LABEL.text}</label>
          <textarea id={at('text')} required maxLength={4000} rows={6} value={f.text} onInput={(e) => set({ text: e.currentTarget.value })} />
        </p>
        {f.situation && (
          <p class="sow-form__field">
            <label for={at('situation')}>{LABEL.situation}</label>
            <input id={at('situation')} type="url" value={f.situation} onInput={(e) => set({ situation: e.currentTarget.value })} />
          </p>
        )}
        <NameField id={at('name')} value={f.name} onInput={(name) => set({ name })} />
        <button type="submit" class="sow-form__send" disabled={sending}>
          Send the question
        </button>
      </fieldset>
      <SendingStatus text={status} waiting={waiting} />
    </form>
  );
}
