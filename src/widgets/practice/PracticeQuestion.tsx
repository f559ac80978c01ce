// One practice question's answer form: pick a choice, check it, see the answer (the server-drawn
// disclosure below, opened), keep the result on this device, go on to the next question of the set.
// Without script the disclosure alone shows the answer; nothing here is needed to read it.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { urls } from '../../shared/urls.ts';
import { loadProgress, nextIn, questionKey, record, saveProgress, type Progress } from './progress.ts';
import type { SetRef } from './types.ts';

export interface PracticeQuestionProps {
  version: string;
  id: string;
  /** What the reader picks among, in the order shown. */
  choices: ReadonlyArray<{ key: string; text: string }>;
  /** The key of the right choice. */
  correct: string;
  /** The sets this question is in, the mixed set first. */
  sets: readonly SetRef[];
  children?: ComponentChildren;
}

/** The set named by the address's `set` (a set the question is in), else the mixed set. */
function setFromAddress(sets: readonly SetRef[]): SetRef {
  const wanted = new URLSearchParams(window.location.search).get('set');
  return sets.find((s) => s.key === wanted) ?? sets[0]!;
}

export default function PracticeQuestion({ version, id, choices, correct, sets, children }: PracticeQuestionProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [set, setSet] = useState<SetRef>(sets[0]!);
  const [note, setNote] = useState('');
  const [shared, setShared] = useState<{ text: string; href: string | null }>({ text: '', href: null });
  const status = useRef<HTMLParagraphElement>(null);
  const key = questionKey(version, id);

  useEffect(() => {
    setProgress(loadProgress());
    setSet(setFromAddress(sets));
  }, []);

  // A plain button, not a submit: pressed before the island is in, it does nothing rather than reload the page.
  const check = () => {
    if (picked === null) {
      setNote('Pick one of the choices first.');
      return;
    }
    const right = picked === correct;
    const next = record(progress ?? loadProgress(), key, right);
    const kept = saveProgress(next);
    setProgress(next);
    setChecked(picked);
    setOpen(true);
    const verdict = right ? 'Right.' : `Not quite: the answer is ${correct.toUpperCase()}.`;
    setNote(
      `${verdict} ${kept ? `Streak: ${next.streak} right at the first try in a row (best ${next.best}).` : 'This device did not keep your progress (storage is full or turned off).'}`,
    );
    status.current?.focus();
  };

  const copy = async () => {
    const href = new URL(urls.practiceQuestion(version, id), window.location.href).href;
    try {
      await navigator.clipboard.writeText(href);
      setShared({ text: 'Link copied: it opens this question.', href });
    } catch {
      setShared({ text: 'Copy this link to open this question:', href });
    }
  };

  const answered = (qid: string) => progress?.answers[questionKey(version, qid)] !== undefined;
  const nextId = nextIn(set.ids, id, answered);
  const mark = (k: string) => (checked === null ? '' : k === correct ? ' (the answer)' : k === checked ? ' (your choice)' : '');

  return (
    <div class="practice-island">
      <form class="practice-form" onSubmit={(ev) => ev.preventDefault()} aria-describedby={`practice-status-${id}`}>
        <fieldset>
          <legend>Your answer</legend>
          {choices.map((c) => (
            <label
              key={c.key}
              class={`practice-choice${checked !== null && c.key === correct ? ' practice-choice--right' : ''}${checked !== null && c.key === checked && c.key !== correct ? ' practice-choice--wrong' : ''}`}
            >
              <input type="radio" name={`answer-${id}`} value={c.key} checked={picked === c.key} onChange={() => setPicked(c.key)} />
              <span>
                <span class="practice-choice__key">{c.key.toUpperCase()}.</span> {c.text}
                {mark(c.key)}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" class="practice-check" onClick={check}>
          Check my answer
        </button>
        <p id={`practice-status-${id}`} class="practice-status" role="status" tabIndex={-1} ref={status}>
          {note}
        </p>
      </form>
      <details class="practice-answer" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{checked === null ? 'Show the answer' : 'The answer'}</summary>
        {children}
      </details>
      <div class="practice-after">
        {nextId && (
          <p class="practice-next">
            <a href={`${urls.practiceQuestion(version, nextId)}?set=${encodeURIComponent(set.key)}`}>Next question</a> in{' '}
            {set.key === 'mixed' ? 'the mixed set' : `“${set.title}”`} · <a href={set.href}>the whole set</a>
          </p>
        )}
        <div class="sow-share practice-share">
          <button type="button" onClick={copy}>
            Copy link to this question
          </button>
          <span role="status" class="sow-share__status">
            {shared.text}
          </span>
          {shared.href && (
            <input
              class="sow-share__url"
              type="url"
              readOnly
              value={shared.href}
              aria-label="Link to this question"
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </div>
      </div>
    </div>
  );
}
