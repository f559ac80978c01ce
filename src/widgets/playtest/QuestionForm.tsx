// The rule question form (/playtests/ask/): reached from "Ask about this rule" on every rule page, a
// plain link whose address names the version and the rule, so rule pages carry no script for it.
import { useEffect, useId, useState } from 'preact/hooks';
import { deliver } from './outbox.ts';
import { deliveryText, SendingStatus, useWaiting } from './Sending.tsx';
import { NameField, ruleOptions, SelectField, versionOptions } from './fields.tsx';
import { newId, queryValue, versionFrom, type FormData } from './form-data.ts';

interface Fields {
  id: string;
  version: string;
  rule: string;
  page: string;
  text: string;
  situation: string;
  name: string;
}

export default function QuestionForm({ versions, known }: FormData) {
  const uid = useId();
  const at = (name: string) => `${uid}-${name}`;
  const newest = versions[versions.length - 1]!;
  const [f, setF] = useState<Fields>({ id: newId(), version: newest.id, rule: '', page: '', text: '', situation: '', name: '' });
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const waiting = useWaiting();
  const v = versions.find((x) => x.id === f.version) ?? newest;
  const set = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));

  useEffect(() => {
    const chosen = versionFrom(versions, queryValue('version'));
    const rule = queryValue('rule') ?? '';
    set({
      version: chosen.id,
      rule: chosen.rules.some((r) => r.id === rule) ? rule : '',
      page: (queryValue('page') ?? '').slice(0, 300),
      situation: (queryValue('situation') ?? '').slice(0, 13_000),
    });
  }, []);

  const send = async (e: Event) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const data: Record<string, unknown> = { id: f.id, version: f.version, text: f.text };
      if (f.rule) data.rule = f.rule;
      else if (f.page) data.page = f.page;
      if (f.situation.trim()) data.situation = f.situation;
      if (f.name.trim()) data.name = f.name;
      const { checkRecord, questionSchema } = await import('../../shared/record-schema.ts');
      const checked = checkRecord(questionSchema(known), data);
      if (!checked.ok) {
        setStatus(`Please check the form: ${checked.error}`);
        document.getElementById(at(checked.field === 'page' ? 'rule' : checked.field))?.focus();
        return;
      }
      const delivered = await deliver('question', data as { id: string });
      setStatus(deliveryText(delivered, 'question'));
      if (delivered.outcome !== 'refused') set({ id: newId(), text: '' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form class="sow-form" onSubmit={send} noValidate aria-label="Rule question">
      <SelectField id={at('version')} label="Rules" value={f.version} options={versionOptions(versions)} onChange={(version) => set({ version })} />
      <SelectField
        id={at('rule')}
        label="The rule you ask about"
        value={f.rule}
        options={ruleOptions(v.rules)}
        first={{ value: '', label: f.page ? `Not a rule: the page ${f.page}` : 'Choose a rule' }}
        onChange={(rule) => set({ rule })}
      />
      <p class="sow-form__field">
        <label for={at('text')}>Your question</label>
        <textarea id={at('text')} required maxLength={4000} rows={6} value={f.text} onInput={(e) => set({ text: e.currentTarget.value })} />
      </p>
      {f.situation && (
        <p class="sow-form__field">
          <label for={at('situation')}>The position you ask about (a widget's link)</label>
          <input id={at('situation')} type="url" value={f.situation} onInput={(e) => set({ situation: e.currentTarget.value })} />
        </p>
      )}
      <NameField id={at('name')} value={f.name} onInput={(name) => set({ name })} />
      <button type="submit" class="sow-form__send" disabled={sending}>
        Send the question
      </button>
      <SendingStatus text={status} waiting={waiting} />
    </form>
  );
}
