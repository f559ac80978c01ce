// Practice as the pages read it: each version's practice from the site's catalog and what the version
// plays, the routes, the rules a question cites resolved to that version's numbers, and the version switch.
import { siteCatalog, versionRules } from '../catalog.ts';
import { urls } from '../../shared/urls.ts';
import type { VersionSwitchProps } from '../version-switch.ts';
import type { CitedRule, Question } from '../../widgets/practice/types.ts';
import { cachedRun, SIM_SOURCES } from '../sim-cache.ts';
import { playedQuestions, practiceFor, type Practice, type PracticeSet } from './questions.ts';

/** A version's practice, its questions kept between builds by the rules in force and the code that plays them. */
export function sitePractice(version: string): Practice {
  return practiceFor(siteCatalog(), versionRules(version), (rules) => cachedRun('practice', rules, () => playedQuestions(rules), SIM_SOURCES.practice));
}

export function practiceIndexRoutes(): Array<{ version: string }> {
  return siteCatalog().versions.map((v) => ({ version: v.id }));
}

export function practiceQuestionRoutes(): Array<{ version: string; question: Question }> {
  return siteCatalog().versions.flatMap((v) => sitePractice(v.id).questions.map((question) => ({ version: v.id, question })));
}

export function practiceSetRoutes(kind: 'section' | 'rule'): Array<{ version: string; set: PracticeSet }> {
  return siteCatalog().versions.flatMap((v) =>
    sitePractice(v.id)
      .sets.filter((s) => s.kind === kind)
      .map((set) => ({ version: v.id, set })),
  );
}

/** The set of questions that cite a rule, if any: what a rule page's "Practise this rule" leads to. */
export function ruleSet(version: string, ruleId: string): PracticeSet | undefined {
  return sitePractice(version).sets.find((s) => s.kind === 'rule' && s.of === ruleId);
}

/** Rules by stable id, as a version numbers them. */
export function citedRules(version: string, ids: readonly string[]): CitedRule[] {
  const catalog = siteCatalog();
  return ids.flatMap((id) => {
    const rule = catalog.rule(version, id);
    return rule ? [{ id, number: rule.number, title: rule.title, href: urls.rule(version, rule.number) }] : [];
  });
}

/** The version switch on a practice page: the same set in each version where it has one, else its practice. */
export function practiceSwitch(version: string, setKey?: string, question?: string): VersionSwitchProps {
  return {
    current: version,
    choices: siteCatalog().versions.map((v) => {
      if (question && v.id === version) return { version: v.id, status: v.status, href: urls.practiceQuestion(v.id, question), what: 'this question' };
      const same = setKey ? sitePractice(v.id).sets.find((s) => s.key === setKey) : undefined;
      return {
        version: v.id,
        status: v.status,
        href: same?.href ?? urls.practice(v.id),
        what: same ? `this set (${same.ids.length} questions)` : 'its practice',
      };
    }),
  };
}
