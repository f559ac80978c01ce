// The MDX bodies of rule pages and explainers: directives that resolve, widgets where the plan puts them,
// MDX-safe prose, v0.2 pages that say they are reconstructed, and prose in our own words.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, REPO_ROOT } from '../../../src/catalog/catalog.ts';
import { widgetProblem } from '../../../src/widgets/models/registry.ts';
import { figureSetProblem } from '../../../src/shared/figure-sets.ts';
import { WARSPIKE_STEPS, matchOdds } from '../../../src/engine/index.ts';
import { explainerVersions } from '../../../src/site/routes.ts';
import { directives, prose, readExplainers, readGlossary, readRulePages, type Page, wordRuns } from './content.ts';

const catalog = loadCatalog();
const glossary = readGlossary();
const termKeys = new Set(glossary.flatMap((g) => [g.term.toLowerCase(), g.slug.toLowerCase()]));
const VERSIONS = ['v0.1f', 'v0.2'];
const explainerSlugs = new Set(readExplainers().map((p) => p.file.replace(/^content\/explainers\/(.*)\.mdx$/, '$1')));
const BLOG = join(REPO_ROOT, '..', 'shared', 'seeds', '000_f5549aba8e3d3c22.txt');

/** Widget placements on rule pages, by stable id (the same in both versions). */
const RULE_WIDGETS: Record<string, string> = {
  'turn-start-unmatched': 'match-pairing/deployment',
  'first-match': 'match-pairing/deployment',
  'equidistant-matches': 'match-pairing/tie',
  inert: 'match-pairing/inert',
  'next-match': 'match-pairing/deployment',
  'five-actions': 'match/open-field',
  'out-of-contact-actions': 'match/open-field',
  'wait-action': 'match/open-field',
  'move-action': 'match/open-field',
  'move-direction': 'match/open-field',
  'off-table': 'match/off-table',
  'base-contact': 'match/contact',
  'combatant-a-z': 'match/contact',
  'locked-in-combat': 'match/contact',
  'fight-action': 'match/contact',
  'contact-strike': 'match/contact',
  'defence-test': 'match/contact',
  'counter-defence-test': 'match/contact',
  'combat-loop': 'match/last-strike',
  'counting-actions': 'match/counting-example',
  'turn-end': 'game/endgame',
  victory: 'game/endgame',
  'match-end': 'game/endgame',
  'winners-unmatched': 'game/endgame',
  // New in v0.2.
  'contact-matched': 'match/start-in-contact',
  'defend-auto-hit': 'match/contact',
  defender: 'match/contact',
};

const EXPLAINER_WIDGETS: Record<string, string[]> = {
  'start-here': ['game/five-a-side'],
  'instigator-and-retaliator': [],
  'how-matches-pair-up': ['match-pairing/tie', 'snap/edge-and-middle'],
  'counting-actions': ['match/counting-example'],
  'combat-loop': ['match/contact'],
  rulings: [],
  'whats-new-v0-2': [],
  'the-one-tactic': ['odds/eager-v-patient'],
  'from-warspike-to-fragment-1': ['warspike/turn'],
};

const widgetsOf = (body: string) => directives(body).filter((d) => d.kind === 'widget').map((d) => `${d.attributes.type}/${d.attributes.preset}`);

/** Checks shared by every MDX body; `versions` are the versions a bare :rule[...] must resolve in. */
function checkBody(page: Page, versions: string[]): void {
  const { file, body } = page;
  expect(body.trim().length, `${file}: empty body`).toBeGreaterThan(0);
  for (const d of directives(body)) {
    if (d.kind === 'rule') {
      const targets = d.attributes.v ? [d.attributes.v] : versions;
      for (const v of targets) {
        expect(catalog.version(v), `${file}: ${d.raw} names unknown version ${v}`).toBeDefined();
        expect(catalog.rule(v, d.label), `${file}: ${d.raw} has no rule in ${v}`).toBeDefined();
      }
    } else if (d.kind === 'term') {
      expect(termKeys.has((d.attributes.slug ?? d.label).toLowerCase()), `${file}: ${d.raw} is not in glossary.yaml`).toBe(true);
    } else if (d.kind === 'combatant') {
      // Each version names the combatant its own way; every one of those names must be a glossary term.
      expect(['a', 'z'], `${file}: ${d.raw}`).toContain(d.label);
      for (const v of versions) expect(termKeys.has(catalog.version(v)!.terms[d.label as 'a' | 'z'].toLowerCase()), `${file}: ${d.raw} in ${v}`).toBe(true);
    } else if (d.kind === 'widget') {
      expect(widgetProblem(d.attributes.type, d.attributes.preset), `${file}: ${d.raw}`).toBeNull();
    } else if (d.kind === 'figures') {
      expect(figureSetProblem(d.attributes.set), `${file}: ${d.raw}`).toBeNull();
    } else if (d.kind === 'another-version') {
      // Words about another version on purpose: the prose-numbers check leaves them alone.
      expect(d.label.trim(), `${file}: ${d.raw} marks nothing`).not.toBe('');
      if (d.attributes.v) expect(catalog.version(d.attributes.v), `${file}: ${d.raw} names unknown version ${d.attributes.v}`).toBeDefined();
    } else {
      throw new Error(`${file}: unknown directive ${d.raw}`);
    }
  }
  // Links between pages go to explainers by their slug, to WarSpike's steps by their id, or to the turn
  // systems' pages (the comparison's sections by their ids); rules are linked with :rule, terms with :term.
  for (const m of body.matchAll(/\]\(([^)\s]*)\)/g)) {
    const target = /^\/explainers\/([a-z0-9-]+)\/$/.exec(m[1]!);
    const step = /^\/warspike\/(?:([a-z0-9-]+)\/)?$/.exec(m[1]!);
    const system = /^\/systems\/((?:wwpd|war)\/|compare\/(?:#(?:measured|track))?)?$/.test(m[1]!);
    const ok = (target && explainerSlugs.has(target[1]!)) || (step && (!step[1] || WARSPIKE_STEPS.some((s) => s.id === step[1]))) || system;
    expect(ok, `${file}: link ${m[1]} is not /explainers/<slug>/ of an explainer, /warspike/<step>/ or a /systems/ page`).toBeTruthy();
  }
  // A widget is a leaf directive: on a line of its own, never inline.
  expect(body.replace(/^::widget\{[^}\n]*\}$/gm, ''), `${file}: widget not on its own line`).not.toMatch(/::widget/);
  const text = prose(body);
  expect(text, `${file}: raw < in prose (MDX reads it as JSX)`).not.toMatch(/</);
  expect(text, `${file}: raw { or } in prose (MDX reads it as an expression)`).not.toMatch(/[{}]/);
  expect(body, `${file}: # headings are printed by the layout`).not.toMatch(/^# /m);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('rule page bodies', () => {
  for (const v of VERSIONS) {
    for (const page of readRulePages(v)) {
      const id = page.data.id as string;
      it(`${v} ${id}: directives resolve and prose is MDX-safe`, () => checkBody(page, [v]));

      it(`${v} ${id}: does not repeat the wording, related list or readings`, () => {
        const rule = catalog.rule(v, id)!;
        expect(squash(page.body)).not.toContain(squash(rule.wording));
        for (const o of rule.outcomes) expect(squash(page.body)).not.toContain(squash(o.text));
        expect(page.body).not.toMatch(/^(related|rulings):/m);
      });

      it(`${v} ${id}: has the planned widget`, () => {
        expect(widgetsOf(page.body)).toEqual(RULE_WIDGETS[id] ? [RULE_WIDGETS[id]] : []);
      });
    }
  }

  it('every v0.2 page opens by saying it is reconstructed from the change notes', () => {
    for (const page of readRulePages('v0.2')) {
      const first = page.body.trim().split('\n')[0]!;
      expect(first, page.file).toMatch(/^Reconstructed: this v0\.2 rule comes from the designer's change notes, not from his v0\.2b sheet\./);
    }
  });

  it('v0.2 rules carried over unchanged keep the v0.1f wording', () => {
    for (const page of readRulePages('v0.2')) {
      if (!/we carry over :rule\[[a-z0-9-]+\]\{v=v0\.1f\} unchanged/.test(page.body)) continue;
      const id = page.data.id as string;
      expect(catalog.rule('v0.2', id)!.wording, page.file).toBe(catalog.rule('v0.1f', id)!.wording);
    }
  });

  it('the v0.2 Martial Art Test page explains where v0.1f counter-defence-test went', () => {
    const page = readRulePages('v0.2').find((p) => p.data.id === 'defence-test')!;
    expect(page.body).toContain(':rule[counter-defence-test]{v=v0.1f}');
  });

  it.skipIf(!existsSync(BLOG))("v0.2 rules in the designer's words match his change notes exactly", () => {
    const notes = readFileSync(BLOG, 'utf8');
    const designer = readRulePages('v0.2').filter((p) => p.body.includes("The wording is the designer's own"));
    expect(designer.map((p) => p.data.id)).toHaveLength(10);
    for (const page of designer) {
      const rule = catalog.rule('v0.2', page.data.id as string)!;
      expect(notes, page.file).toContain(`• ${rule.wording}\n`);
      // Outcome b) spans three lines in the notes; we print it as one, so compare with spaces collapsed.
      for (const o of rule.outcomes) expect(squash(notes), `${page.file} outcome ${o.label}`).toContain(`${o.label}) ${o.text}`);
    }
  });
});

describe('explainer bodies', () => {
  for (const page of readExplainers()) {
    const slug = page.file.replace(/^content\/explainers\/(.*)\.mdx$/, '$1');
    const covered = explainerVersions(catalog, (page.data.versions as string[] | undefined) ?? [], (page.data.except as string[] | undefined) ?? []).map((v) => v.id);
    it(`${slug}: directives resolve in every version it covers and prose is MDX-safe`, () => checkBody(page, covered));

    it(`${slug}: has the planned widgets and uses ## headings`, () => {
      expect(widgetsOf(page.body)).toEqual(EXPLAINER_WIDGETS[slug]);
      expect(page.body).toMatch(/^## /m);
    });
  }

  it('the-one-tactic quotes the exact Match odds the engine computes', () => {
    const page = readExplainers().find((p) => p.file.endsWith('the-one-tactic.mdx'))!;
    const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
    const best = matchOdds({ gap: 1.5 });
    expect(page.body).toContain(`| 2 inches or less | ${pct(best.instigator)} | ${pct(best.retaliator)} | ${pct(best.bothStand)} |`);
    expect(matchOdds({ gap: 3 }).bothStand).toBe(1);
    for (const [gaps, gap] of [['2.5 or 3.5', 3], ['4.5 or 5.5', 5], ['7', 7]] as const) {
      const eagerI = matchOdds({ gap, instigator: 'aggressive', retaliator: 'counter' });
      const patientI = matchOdds({ gap, instigator: 'counter', retaliator: 'aggressive' });
      expect(page.body).toContain(
        `| ${gaps} inches | eager wins ${pct(eagerI.instigator)}, patient wins ${pct(eagerI.retaliator)} | patient wins ${pct(patientI.instigator)}, eager wins ${pct(patientI.retaliator)} |`,
      );
    }
  });

  it('the rulings page covers every ruling and the spec decisions', () => {
    const page = readExplainers().find((p) => p.file.endsWith('rulings.mdx'))!;
    for (const id of ['move-distance', 'last-strike', 'start-in-contact', 'turn-limit']) expect(page.body).toContain(`(${id})`);
    for (const id of ['G1', 'G2', 'G3', 'G4', 'T3', 'T6']) expect(page.body).toContain(`(${id})`);
  });
});

describe('our own words', () => {
  // The designer's comments are his prose: we may quote a short phrase, never a passage. Any run of
  // ten words shared with his comments, outside the published rule wording, is a copying mistake.
  const runs = (s: string) => wordRuns(s);

  it.skipIf(!existsSync(BLOG))('no page, summary or glossary entry shares a ten-word run with the designer\'s comments', () => {
    const blog = readFileSync(BLOG, 'utf8');
    const comments = blog.slice(blog.indexOf('3 Responses'));
    const wording = VERSIONS.flatMap((v) => catalog.rules(v).flatMap((r) => [r.wording, ...r.outcomes.map((o) => o.text)]));
    const allowed = new Set(wording.flatMap((w) => [...runs(w)]));
    const theirs = new Set([...runs(comments)].filter((r) => !allowed.has(r)));
    expect(theirs.size).toBeGreaterThan(1000);
    const ours: [string, string][] = [
      ...VERSIONS.flatMap((v) => readRulePages(v).map((p): [string, string] => [p.file, prose(p.body)])),
      ...VERSIONS.flatMap((v) => catalog.rules(v).map((r): [string, string] => [r.file, `${r.title}. ${r.summary}`])),
      ...readExplainers().map((p): [string, string] => [p.file, `${p.data.description} ${prose(p.body)}`]),
      ...readGlossary().map((g): [string, string] => [`glossary ${g.slug}`, `${g.short} ${g.long}`]),
    ];
    for (const [file, text] of ours) {
      const copied = [...runs(text)].filter((r) => theirs.has(r));
      expect(copied, `${file} repeats the designer's prose`).toEqual([]);
    }
  });
});
