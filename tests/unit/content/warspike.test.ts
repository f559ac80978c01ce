// The WarSpike section (content/warspike/): the designer's Turn Sequence quoted word for word from his
// document, one page per stable step id, Fragment 1 links that resolve, and explanations in our words.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, loadCatalog, REPO_ROOT, splitFrontmatter } from '../../../src/catalog/catalog.ts';
import { loadExplainers } from '../../../src/catalog/explainers.ts';
import { loadWarSpike, quotedTexts, type WarSpikePage } from '../../../src/catalog/warspike.ts';
import { currentVersion } from '../../../src/site/catalog.ts';
import { urls } from '../../../src/shared/urls.ts';
import { WARSPIKE_STEP_IDS, WARSPIKE_STEPS } from '../../../src/engine/index.ts';
import { directives, prose, wordRuns } from './content.ts';

const catalog = loadCatalog();
const section = loadWarSpike(CONTENT_DIR, catalog, currentVersion(catalog).id)!;
const pages: WarSpikePage[] = [section.index, ...section.steps, section.glossary];
const DIR = join(CONTENT_DIR, 'warspike');
const VENDORED = join(DIR, 'source.txt');
const SEED = join(REPO_ROOT, '..', 'shared', 'seeds', '002_93ad51bdf4c698a5.txt');
const BLOG = join(REPO_ROOT, '..', 'shared', 'seeds', '000_f5549aba8e3d3c22.txt');
/** The designer's document: the seed itself where this checkout has it, else our copy of it. */
const seed = readFileSync(existsSync(SEED) ? SEED : VENDORED, 'utf8');
const explainerSlugs = new Set(loadExplainers(CONTENT_DIR, catalog).map((e) => e.slug));

/** Whitespace is all a quote may change: line breaks, and the page's non-breaking spaces. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const body = (page: WarSpikePage) => splitFrontmatter(readFileSync(join(REPO_ROOT, page.file), 'utf8'), page.file).body;

/** The ids as published: a page address is for ever, so this list only ever grows. */
const PUBLISHED_IDS = ['ws-roles', 'ws-activation', 'ws-reaction', 'ws-resolution', 'ws-next-activation', 'ws-changeover', 'ws-advantage', 'ws-victory', 'ws-blocks'];

describe('the designer\'s WarSpike document', () => {
  it.skipIf(!existsSync(SEED))('content/warspike/source.txt is an exact copy of the seed', () => {
    expect(readFileSync(VENDORED, 'utf8')).toBe(readFileSync(SEED, 'utf8'));
  });

  it('is WarSpike\'s Turn Sequence, © Philip Sibbering 2007-2013', () => {
    expect(seed).toContain('- Turn Sequence -');
    expect(seed).toContain('Copyright © Philip Sibbering 2007-2013');
  });
});

describe('step ids', () => {
  it('are unique, lower-case and stable', () => {
    expect(new Set(WARSPIKE_STEP_IDS).size).toBe(WARSPIKE_STEP_IDS.length);
    for (const id of WARSPIKE_STEP_IDS) expect(id).toMatch(/^ws-[a-z]+(-[a-z]+)*$/);
    // Published ids keep their place; new ones may only be added after them.
    expect(WARSPIKE_STEP_IDS.slice(0, PUBLISHED_IDS.length)).toEqual(PUBLISHED_IDS);
  });

  it('each has exactly one page, and there is no other page but the index and the glossary', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.mdx')).sort();
    expect(files).toEqual([...WARSPIKE_STEP_IDS, 'index', 'glossary'].map((id) => `${id}.mdx`).sort());
    expect(section.steps.map((s) => s.id)).toEqual([...WARSPIKE_STEP_IDS]);
  });

  it('name the engine readings WS1 to WS9 once each, in order', () => {
    expect(WARSPIKE_STEPS.map((s) => s.spec)).toEqual(['WS1', 'WS2', 'WS3', 'WS4', 'WS5', 'WS6', 'WS7', 'WS8', 'WS9']);
  });

  it('have addresses under /warspike/', () => {
    for (const id of WARSPIKE_STEP_IDS) expect(urls.warspike(id)).toBe(`/warspike/${id}/`);
  });
});

describe('quotes', () => {
  for (const page of pages) {
    it(`${page.id}: every quoted heading, paragraph, item and term stands word for word in the designer's document`, () => {
      const texts = quotedTexts(page);
      expect(texts.length).toBeGreaterThan(0);
      for (const { text, path } of texts) expect(squash(seed), `${page.file} ${path.join('.')}`).toContain(squash(text));
    });
  }

  it('the step pages quote each numbered step of the Turn Sequence', () => {
    const headings = new Set(section.steps.flatMap((s) => s.quote.flatMap((b) => (b.heading ? [b.heading] : []))));
    for (const h of ['Turn Sequence', '1: Instigator', '2: Retaliator', '3: Resolution', '4: Next Activation', '5: Changeover - seizing the advantage', "Turn Sequence with 'Blocks'"])
      expect(headings.has(h), h).toBe(true);
    // Each quote opens with the designer's heading it comes from, so the reader sees where it stands.
    for (const page of section.steps) expect(page.quote[0]!.heading, page.file).toBeDefined();
  });

  it('the glossary quotes every entry of the designer\'s glossary, whole', () => {
    const glossary = seed.slice(seed.indexOf('\nGlossary\n'), seed.indexOf('Tactical Core: Actions >'));
    const entries = glossary
      .split('\n')
      .map((l) => squash(l))
      .filter((l) => /^[A-Z][\w -]* ?[-:] /.test(l) && !l.startsWith('WarSpike uses'));
    expect(entries).toHaveLength(9);
    expect(section.glossary.terms!.map((t) => squash(t.quote))).toEqual(entries);
  });

  it('the glossary\'s anchors are unique kebab-case slugs', () => {
    const slugs = section.glossary.terms!.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('links to Fragment 1 and between pages', () => {
  for (const page of pages) {
    it(`${page.id}: every :rule resolves in its version, every link goes to a page that exists`, () => {
      const text = body(page);
      const found = directives(text);
      for (const d of found) {
        expect(d.kind, `${page.file}: ${d.raw} (WarSpike pages use :rule only)`).toBe('rule');
        const version = d.attributes.v ?? page.linkVersion;
        expect(catalog.version(version), `${page.file}: ${d.raw} names unknown version ${version}`).toBeDefined();
        expect(catalog.rule(version, d.label), `${page.file}: ${d.raw} has no rule in ${version}`).toBeDefined();
      }
      for (const m of text.matchAll(/\]\(([^)\s]*)\)/g)) {
        const href = m[1]!;
        const explainer = /^\/explainers\/([a-z0-9-]+)\/$/.exec(href);
        const step = /^\/warspike\/([a-z0-9-]+)\/$/.exec(href);
        const ok = (explainer && explainerSlugs.has(explainer[1]!)) || (step && (WARSPIKE_STEP_IDS as readonly string[]).includes(step[1]!)) || href === urls.warspikeGlossary();
        expect(ok, `${page.file}: link ${href} is not an explainer, a WarSpike step or the WarSpike glossary`).toBe(true);
      }
      for (const t of page.terms ?? []) for (const id of t.fragment1) expect(catalog.rule(page.linkVersion, id), `${page.file}: ${t.slug} ${id}`).toBeDefined();
    });
  }

  it('every step page cites Fragment 1 rules', () => {
    for (const page of section.steps) expect(directives(body(page)).filter((d) => d.kind === 'rule').length, page.file).toBeGreaterThan(0);
  });
});

describe('our explanations', () => {
  for (const page of section.steps) {
    const spec = WARSPIKE_STEPS.find((s) => s.id === page.id)!.spec;
    it(`${page.id}: what it means on the table, what Fragment 1 changed, and the engine's reading ${spec}`, () => {
      const text = body(page);
      if (page.id === 'ws-blocks') expect(text).toMatch(/^## What a Block is$/m);
      else expect(text).toMatch(/^## On the table$/m);
      expect(text).toMatch(/^## How Fragment 1 changed it$/m);
      expect(text).toMatch(new RegExp(`^## .*\\(${spec}\\)$`, 'm'));
    });
  }

  it('the Blocks page says why the engine does not play them', () => {
    const text = body(section.steps.find((s) => s.id === 'ws-blocks')!);
    expect(text).toMatch(/^## Why the engine does not play Blocks/m);
    expect(text).toContain('Ganging Up');
    expect(text).toContain('Fragment 2');
  });

  for (const page of pages) {
    it(`${page.id}: MDX-safe prose with ## headings only`, () => {
      const text = body(page);
      expect(text.trim().length).toBeGreaterThan(0);
      expect(prose(text), `${page.file}: raw < in prose`).not.toMatch(/</);
      expect(prose(text), `${page.file}: raw { or } in prose`).not.toMatch(/[{}]/);
      expect(text, `${page.file}: # headings are printed by the layout`).not.toMatch(/^# /m);
      expect(text, `${page.file}: no widgets on these pages (they load no script)`).not.toMatch(/::widget/);
    });
  }

  // Outside the quotes, everything is ours: no run of ten words shared with the designer's WarSpike
  // document or his comments on the Fragment 1 post.
  const runs = (s: string) => wordRuns(s);

  it('no title, description, note or explanation shares a ten-word run with the designer\'s texts', () => {
    const theirs = new Set([...runs(seed), ...(existsSync(BLOG) ? runs(readFileSync(BLOG, 'utf8')) : [])]);
    expect(theirs.size).toBeGreaterThan(1000);
    for (const page of pages) {
      const ours = [page.title, page.description, prose(body(page)), ...(page.terms ?? []).map((t) => t.note)].join('\n');
      expect([...runs(ours)].filter((r) => theirs.has(r)), `${page.file} repeats the designer's prose`).toEqual([]);
    }
  });
});
