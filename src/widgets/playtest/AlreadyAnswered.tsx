// "Already answered?": before a reader asks, what the handbook can already say about the rule (the
// designer's published rulings on it, the engine's reading of the open questions it leaves) and, for an
// attached position, what the engine does there and which rules it cites (situation.ts, loaded only then).
// Everything here is text: nothing the designer or a link wrote is rendered as HTML.
import { useEffect, useState } from 'preact/hooks';
import { urls } from '../../shared/urls.ts';
import type { FormRule, FormVersion, RuleAnswers } from './form-data.ts';
import type { Situation } from './situation.ts';

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== '');

function RuleLinks({ ids, version }: { ids: readonly string[]; version: FormVersion }) {
  const rules = ids.map((id) => version.rules.find((r) => r.id === id)).filter((r): r is FormRule => r !== undefined);
  if (rules.length === 0) return null;
  return (
    <>
      {' '}
      (
      {rules.map((r, i) => (
        <span key={r.id}>
          {i > 0 && ', '}
          <a href={urls.rule(version.id, r.number)}>{`Rule ${r.number}`}</a>
        </span>
      ))}
      )
    </>
  );
}

function Position({ link, version }: { link: string; version: FormVersion }) {
  const [read, setRead] = useState<Situation | null>(null);
  useEffect(() => {
    let live = true;
    setRead(null);
    import('./situation.ts')
      .then(({ readSituation }) => readSituation(link))
      .then((s) => live && setRead(s))
      .catch(() => live && setRead({ ok: false, problem: 'the engine could not be loaded (are you offline?)' }));
    return () => {
      live = false;
    };
  }, [link]);
  const cited = read?.ok ? [...new Set(read.lines.flatMap((l) => l.rules))] : [];
  return (
    <div class="sow-answers__position">
      <h3>The position you attached, as the engine plays it</h3>
      {!read && <p>Replaying the position…</p>}
      {read && !read.ok && <p>The engine cannot replay this link: {read.problem}.</p>}
      {read?.ok && (
        <>
          {read.ruleset !== version.ruleset && <p>{`It is played under the rules of ${read.ruleset}; your question is about ${version.id}.`}</p>}
          <ol class="sow-answers__lines">
            {read.lines.map((l, i) => (
              <li key={i}>
                {l.text}
                <RuleLinks ids={l.rules} version={version} />
                {l.readings.length > 0 && ` (open question: ${l.readings.join(', ')})`}
              </li>
            ))}
          </ol>
          <p>{read.next}</p>
          <p>
            {cited.length > 0 ? 'Rules the engine cites there:' : 'The engine cites no rule of this version there.'}
            <RuleLinks ids={cited} version={version} />
          </p>
        </>
      )}
    </div>
  );
}

export function AlreadyAnswered({ version, rule, answers, situation }: { version: FormVersion; rule?: FormRule; answers?: RuleAnswers; situation: string }) {
  if (!rule && !situation) return null;
  const name = rule ? `Rule ${rule.number} (${rule.title})` : '';
  return (
    <section class="sow-answers" aria-labelledby="sow-answers-heading">
      <h2 id="sow-answers-heading">Already answered?</h2>
      {rule && (
        <>
          <h3>The designer's rulings on {name}</h3>
          {answers && answers.rulings.length > 0 ? (
            <ul class="sow-answers__rulings">
              {answers.rulings.map((r) => (
                <li key={r.id}>
                  {paragraphs(r.text).map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                  <p class="sow-form__hint">
                    {r.status} · {r.by} · <time dateTime={r.updated}>{r.updated}</time> · <a href={r.href}>On the rule's page</a>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{`The designer has published no ruling on ${name} in ${version.id} yet.`}</p>
          )}
          <h3>How the handbook's engine reads it</h3>
          {answers && answers.readings.length > 0 ? (
            <ul class="sow-answers__readings">
              {answers.readings.map((r) => (
                <li key={r.title}>
                  <strong>{r.title}</strong> {r.question} {`The engine plays: ${r.plays} (${r.why}).`}
                </li>
              ))}
            </ul>
          ) : (
            <p>{`The engine plays ${name} as the sheet words it: none of the open questions it reads its own way is about this rule.`}</p>
          )}
        </>
      )}
      {situation && <Position link={situation} version={version} />}
    </section>
  );
}
