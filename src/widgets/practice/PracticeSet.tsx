// A practice set's list with the reader's marks (kept on this device), how far they are, the streak,
// the way on to the next question not yet answered, and forgetting the version's answers.
// The server draws the list without marks; with no script it is a plain list of links.
import { useEffect, useState } from 'preact/hooks';
import { urls } from '../../shared/urls.ts';
import { empty, forgetVersion, loadProgress, nextIn, questionKey, saveProgress, type Answer, type Progress } from './progress.ts';

export interface PracticeSetProps {
  version: string;
  setKey: string;
  /** Names the list for assistive technology ("Questions of the mixed set"). */
  label: string;
  items: ReadonlyArray<{ id: string; topic: string; text: string }>;
}

function markOf(a: Answer | undefined): string {
  if (!a) return '';
  if (a.first) return 'right';
  return a.last ? 'wrong at first, right since' : 'wrong';
}

export default function PracticeSet({ version, setKey, label, items }: PracticeSetProps) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setProgress(loadProgress()), []);

  const answer = (id: string) => progress?.answers[questionKey(version, id)];
  const href = (id: string) => `${urls.practiceQuestion(version, id)}?set=${encodeURIComponent(setKey)}`;
  const ids = items.map((i) => i.id);
  const done = ids.filter((id) => answer(id)).length;
  const right = ids.filter((id) => answer(id)?.first).length;
  const next = progress ? nextIn(ids, null, (id) => answer(id) !== undefined) : ids[0];
  const forget = () => {
    if (!confirming) return setConfirming(true);
    const p = forgetVersion(progress ?? empty(), version);
    saveProgress(p);
    setProgress(p);
    setConfirming(false);
  };

  return (
    <div class="practice-set">
      <p class="practice-set__progress" role="status">
        {progress === null
          ? `${items.length} questions. Your answers are kept on this device only.`
          : `${done} of ${items.length} answered, ${right} right at the first try. Streak: ${progress.streak} right in a row (best ${progress.best}).`}
      </p>
      {next && (
        <p>
          <a class="practice-set__go" href={href(next)}>
            {done === 0 ? 'Start with the first question' : done < items.length ? 'Go on with a question you have not answered' : 'Go round again'}
          </a>
        </p>
      )}
      <ol class="practice-list" aria-label={label}>
        {items.map((i) => {
          const mark = markOf(answer(i.id));
          return (
            <li key={i.id}>
              <a href={href(i.id)}>
                <span class="practice-list__topic">{i.topic}</span> {i.text}
              </a>
              {mark && <span class={`practice-mark practice-mark--${mark === 'right' ? 'right' : mark === 'wrong' ? 'wrong' : 'since'}`}> ({mark})</span>}
            </li>
          );
        })}
      </ol>
      {progress !== null && Object.keys(progress.answers).some((k) => k.startsWith(`${version}/`)) && (
        <p>
          <button type="button" class="practice-forget" onClick={forget}>
            {confirming ? `Press again to forget every answer in ${version}` : `Forget my answers in ${version}`}
          </button>
        </p>
      )}
    </div>
  );
}
