// Issue 36: everything the build can fail on, check-content reports first. This test finds every
// `throw` and `fail(` in the build's code that reads content (src/site, src/markdown, src/catalog,
// src/pages, src/components) and holds that each is listed below: either a kind of content mistake with
// a fixture that check-content must report, or a reason it cannot come from content. A new throw that
// is not listed fails here. The fixtures are all made in one scratch copy and checked in one run.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/catalog/catalog.ts';
import { fullContentReport } from '../../../src/markdown/content-report.ts';
import { edit } from './crafted-draft.ts';
import { removeScratch, scratchContent } from './sheets.ts';

const DIRS = ['src/site', 'src/markdown', 'src/catalog', 'src/pages', 'src/components'];
const SITE = /\bthrow\b|\bfail(?:At)?\(/;

/** Every throw/fail line: "file: trimmed line". */
function sites(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.(ts|astro)$/.test(e.name))
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line) => {
            const t = line.trim();
            if (SITE.test(t) && !t.startsWith('//') && !t.startsWith('*') && !/^(private |function |export function )/.test(t))
              out.push(`${relative(REPO_ROOT, path)}: ${t}`);
          });
    }
  };
  for (const d of DIRS) walk(join(REPO_ROOT, d));
  return out;
}

/** `alone`: checked in a run of its own (a glossary that does not read holds back the term checks). */
type Fixture = { file: string; change: (t: string) => string; expect: RegExp; alone?: true };
/** A site: its file and a piece of its line; `content` a fixture, or why no content can cause it. */
type Site = { file: string; has: string; content: Fixture | string };

const rule = (n: string) => `v0.2/rules/${n}`;
const append = (file: string, text: string, expected: RegExp): Fixture => ({ file, change: (t) => `${t}\n${text}\n`, expect: expected });

const NOT_CONTENT = {
  rethrow: 'passes on an error that is not a content problem (a bug), after catching content problems',
  invariant: 'called only with versions and ids the catalog itself lists: a code invariant, not reachable from content',
  request: 'a desk request (server input, answered at run time), not the content',
  pagefind: 'Pagefind failing to index the built pages',
  catalog: "a CatalogError raised inside contentReport's own reading (its collect() keeps it): check-content is where it is reported",
  outside: 'a component rendered outside the page that sets Astro.locals.pageVersion: a code invariant',
  suppressed: 'check mode: the problem was reported (report()), the walk goes on',
  browser: "runs in the reader's browser (the page's scripts or the service worker), never in the build",
};

const SITES: Site[] = [
  // directive-page: each directive the build resolves.
  {
    file: 'src/markdown/directive-page.ts',
    has: "this.fail(node, '::widget is a block",
    content: append(rule('03-table.mdx'), 'A :widget[x] here.', /03-table\.mdx:\d+:\d+: ::widget is a block/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'unknown block directive',
    content: append(rule('04-combatants.mdx'), '::figurs{set="exchange"}', /04-combatants\.mdx:\d+:1: unknown block directive "figurs"/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'needs a rule number or stable id',
    content: append(rule('06-opposite-sides.mdx'), 'See :rule[].', /06-opposite-sides\.mdx:\d+:\d+: :rule\[\] needs a rule number/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: ':rule takes only the attribute v',
    content: append(rule('07-deployment.mdx'), 'See :rule[1]{x=1}.', /07-deployment\.mdx:\d+:\d+: :rule takes only the attribute v/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: '{v=${version}}: no version',
    content: append(rule('08-roles.mdx'), 'See :rule[1]{v=v0.9}.', /08-roles\.mdx:\d+:\d+: :rule\[1\]\{v=v0\.9\}: no version "v0\.9"/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'this.missingRule(ref, version)',
    content: append(rule('09-turns.mdx'), 'See :rule[no-such-rule].', /09-turns\.mdx:\d+:\d+: :rule\[no-such-rule\]: v0\.2 has no rule with the id/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'this explainer applies to ${other}',
    content: append(
      'explainers/whats-new-v0-2.mdx',
      'See :rule[contact-matched].',
      /whats-new-v0-2\.mdx:\d+:\d+: :rule\[contact-matched\]: this explainer applies to v0\.1f/,
    ),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'write :combatant[a] (the combatant',
    content: append(rule('10-turn-matches.mdx'), 'The :combatant[q] one.', /10-turn-matches\.mdx:\d+:\d+: :combatant\[q\]: write :combatant\[a\]/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'which content/glossary.yaml has no entry for',
    content: {
      file: 'v0.2/version.yaml',
      change: (t) => t.replace('a: "Attacker"', 'a: "Attackr"'),
      expect: /:combatant\[a\]: v0\.2 calls it "Attackr", which content\/glossary\.yaml has no entry for/,
    },
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'needs a glossary term in the brackets',
    content: append(rule('12-turn-start-unmatched.mdx'), 'A :term[] here.', /12-turn-start-unmatched\.mdx:\d+:\d+: :term\[\] needs a glossary term/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'no glossary term "${ref}"',
    content: append(rule('13-first-match.mdx'), 'An :term[Inret] one.', /13-first-match\.mdx:\d+:\d+: :term\[Inret\]: no glossary term "Inret"/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: '`::widget: ${problem}',
    content: append(rule('14-equidistant-matches.mdx'), '::widget{type="match" preset="contakt"}', /14-equidistant-matches\.mdx:\d+:1: ::widget: .*contakt/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: '`::figures: ${problem}`',
    content: append(rule('15-only-matched-act.mdx'), '::figures{set="exchnage"}', /15-only-matched-act\.mdx:\d+:1: ::figures: .*exchnage/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: ':other takes only the attribute v',
    content: append(rule('16-action-types.mdx'), 'An :other[D10]{x=1} here.', /16-action-types\.mdx:\d+:\d+: :other takes only the attribute v/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: ':other{v=${attrs.v}}: no version',
    content: append(rule('17-instigator-first.mdx'), 'An :other[D10]{v=v0.9} here.', /17-instigator-first\.mdx:\d+:\d+: :other\{v=v0\.9\}: no version/),
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'is not a version of the catalog',
    content: 'pageFiles reads only the folders of versions the catalog has, and the catalog reads only folders with a version.yaml',
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'frontmatter ${field} names',
    content: {
      file: 'warspike/ws-blocks.mdx',
      change: (t) => t.replace(/^version: .*$/m, 'version: v0.9'),
      expect: /ws-blocks\.mdx:\d+:\d+: field "version" is "v0\.9"/,
    },
  },
  {
    file: 'src/markdown/directive-page.ts',
    has: '::widget is a block: write it on its own line with two colons, ::widget{type="…" preset="…"}\', node);',
    content: append(rule('18-five-actions.mdx'), 'Play it: ::widget{type="match" preset="contact"} now.', /18-five-actions\.mdx:\d+:\d+: ::widget is a block/),
  },
  { file: 'src/markdown/directive-page.ts', has: 'throw new Reported(reason)', content: NOT_CONTENT.suppressed },
  { file: 'src/markdown/directive-page.ts', has: 'return this.file.fail(', content: 'the build-mode end of failAt: every reason passed to it is listed above' },
  { file: 'src/markdown/directive-page.ts', has: 'private fail(node', content: 'the signature of fail' },
  { file: 'src/markdown/directive-page.ts', has: 'return this.failAt(', content: 'fail and failInline hand over to failAt' },
  { file: 'src/markdown/remark-sow.ts', has: 'reported(() => page.failInline(node))', content: 'the call of failInline, listed above' },
  { file: 'src/markdown/remark-sow.ts', has: 'throw error', content: NOT_CONTENT.rethrow },
  // The site's own checks at build time.
  {
    file: 'src/catalog/glossary.ts',
    has: 'GlossaryError',
    content: {
      file: 'glossary.yaml',
      change: (t) => t.replace('slug: instigator', 'slug: Instigator Role'),
      expect: /glossary\.yaml: entry \d+ \("Instigator"\): slug "Instigator Role" must be kebab-case/,
      alone: true,
    },
  },
  {
    file: 'src/pages/glossary.astro',
    has: 'lists rule',
    content: {
      file: 'glossary.yaml',
      change: (t) => t.replace('rules: [defence-test, defend-auto-hit]', 'rules: [defence-test, defend-auto-hitt]'),
      expect: /glossary\.yaml: "Martial Art Test" lists rule "defend-auto-hitt", which none of its versions/,
    },
  },
  {
    file: 'src/components/ExplainerLink.astro',
    has: 'which is no explainer',
    content: append(
      'explainers/rulings.mdx',
      'See [the loop](/explainers/combat-lop/).',
      /rulings\.mdx:\d+:\d+: a link to \/explainers\/combat-lop\/, which is no explainer: did you mean \/explainers\/combat-loop\/\?/,
    ),
  },
  {
    file: 'src/site/readings.ts',
    has: 'which is not a reading',
    content: {
      file: rule('19-match-resolved.mdx'),
      change: (t) => t.replace(/^rulings: \[\]$/m, 'rulings: [turn-limitt]'),
      expect: /19-match-resolved\.mdx:\d+:\d+: field "rulings" names "turn-limitt", which is not a reading/,
    },
  },
  {
    file: 'src/site/rule-ref.ts',
    has: 'has no rule',
    content: 'an explainer rule a version lacks: remark-sow\'s "this explainer applies to" above, and explainerChecks',
  },
  {
    file: 'src/components/CombatantTerm.astro',
    has: 'no glossary entry',
    content: 'remark-sow\'s "which content/glossary.yaml has no entry for" above, checked for every version the explainer applies to',
  },
  { file: 'src/components/CombatantTerm.astro', has: 'rendered outside an explainer page', content: NOT_CONTENT.outside },
  { file: 'src/components/RuleRef.astro', has: 'rendered outside an explainer page', content: NOT_CONTENT.outside },
  {
    file: 'src/pages/[version]/rules/[n].astro',
    has: 'not in the "rules" content collection',
    content: 'the collection and the catalog read the same files and ids; a file that fails either fails the catalog first',
  },
  {
    file: 'src/pages/warspike/[step].astro',
    has: 'not in the "warspike" content collection',
    content: 'the collection and loadWarSpike read the same files and ids; loadWarSpike checks id against the file name',
  },
  { file: 'src/site/catalog.ts', has: 'throw error', content: NOT_CONTENT.rethrow },
  {
    file: 'src/markdown/directive-page.ts',
    has: 'this.fail(',
    content: 'a call of fail written over several lines: its reason is on the next lines, listed above by its words',
  },
  { file: 'src/catalog/history.ts', has: 'no version has a rule', content: NOT_CONTENT.invariant },
  { file: 'src/catalog/playtests.ts', has: 'throw error', content: NOT_CONTENT.rethrow },
  { file: 'src/site/client/', has: '', content: NOT_CONTENT.browser },
  { file: 'src/site/search-client.ts', has: '', content: NOT_CONTENT.browser },
  { file: 'src/site/offline.ts', has: 'throw failed;', content: NOT_CONTENT.browser },
  {
    file: 'src/components/widgets/Widget.astro',
    has: 'unknown widget type',
    content: append(rule('10-turn-matches.mdx'), '::widget{type="matchh" preset="contact"}', /10-turn-matches\.mdx:\d+:1: .*matchh/),
  },
  { file: 'src/catalog/compare.ts', has: 'unknown version', content: NOT_CONTENT.invariant },
  { file: 'src/site/sidebar.ts', has: 'is not a version', content: NOT_CONTENT.invariant },
  { file: 'src/site/practice/', has: '', content: 'practice questions and best moves come from the engine, not from content files' },
  { file: 'src/site/search-index.ts', has: '', content: NOT_CONTENT.pagefind },
  {
    file: 'src/site/server-entries.ts',
    has: "the server build's input is",
    content: "an Astro release that gives its server build another kind of input: the build's set-up, not the content",
  },
  { file: 'src/pages/desk/', has: '', content: NOT_CONTENT.request },
  { file: 'src/catalog/', has: '', content: NOT_CONTENT.catalog },
  { file: 'src/markdown/content-report.ts', has: 'throw error', content: NOT_CONTENT.rethrow },
];

let scratch: string | undefined;
afterAll(() => {
  if (scratch) removeScratch(scratch);
});

describe('every error the build can throw on content has a check-content counterpart', () => {
  it('each throw/fail site in the build is listed, and each listing still matches a site', () => {
    const found = sites();
    const listed = (s: string) => SITES.some((x) => s.startsWith(x.file) && s.includes(x.has));
    expect(found.filter((s) => !listed(s))).toEqual([]);
    // Each listing still names something in its file (a reason may sit on the line after its fail().
    const text = (file: string) => (/\.(ts|astro)$/.test(file) ? readFileSync(join(REPO_ROOT, file), 'utf8') : '');
    expect(SITES.filter((x) => x.has !== '' && !text(x.file).includes(x.has)).map((x) => `${x.file}: ${x.has}`)).toEqual([]);
  });

  it('check-content reports every fixture, all in one run (and a glossary that does not read in a run of its own)', () => {
    const fixtures = SITES.flatMap((s) => (typeof s.content === 'string' ? [] : [s.content]));
    for (const group of [fixtures.filter((f) => !f.alone), fixtures.filter((f) => f.alone)]) {
      if (scratch) removeScratch(scratch);
      scratch = scratchContent();
      for (const f of group) edit(scratch, f.file, f.change);
      const messages = fullContentReport(scratch).problems.map((p) => p.message);
      for (const f of group)
        expect(
          messages.some((m) => f.expect.test(m)),
          `${f.expect}\n${messages.join('\n')}`,
        ).toBe(true);
    }
  }, 240_000);
});
