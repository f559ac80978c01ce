// Problems 5 and 6: a draft in the feed is dated by the build that first contained it and called a
// draft; a rule moved to another section says so on the compare page and in its history.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { draftDay, planImport, releaseText, writeDraft } from '../../../src/catalog/draft.ts';
import { compareVersions } from '../../../src/catalog/compare.ts';
import { atomFeed, feedDates } from '../../../src/catalog/feed.ts';
import { ruleHistory } from '../../../src/catalog/history.ts';
import { newVersion } from '../../../scripts/new-version.ts';
import { removeScratch, scratchContent, sheetOf } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

describe('problem 5: a draft in the feed', () => {
  it('is dated by the day it came to the site, without the build writing to content/, and called a draft', () => {
    scratch = scratchContent();
    newVersion({ to: 'v0.3', from: 'v0.2', contentDir: scratch });
    const yaml = readFileSync(join(scratch, 'v0.3/version.yaml'), 'utf8');
    const catalog = loadCatalog(scratch);
    // Not in git (a scratch copy): the day of this build; nothing written.
    expect(draftDay(catalog, catalog.version('v0.3')!, '2026-11-25')).toBe('2026-11-25');
    expect(readFileSync(join(scratch, 'v0.3/version.yaml'), 'utf8')).toBe(yaml);
    // The designer's own day, when he writes one, wins.
    writeFileSync(join(scratch, 'v0.3/version.yaml'), `${yaml}firstBuilt: 2026-11-20\n`);
    const dated = loadCatalog(scratch);
    expect(draftDay(dated, dated.version('v0.3')!, '2026-11-25')).toBe('2026-11-20');
    expect(feedDates(dated).get('v0.3')).toBe('2026-11-20');
    const feed = atomFeed(dated, 'https://example.org');
    expect(feed).toMatch(/<feed[^>]*>\s*<id>[^<]*<\/id>\s*<title>[^<]*<\/title>\s*<subtitle>[^<]*<\/subtitle>\s*<updated>2026-11-20T00:00:00Z<\/updated>/);
    expect(feed).toContain('a draft, not released; on this site since 2026-11-20.');
    expect(feed).not.toContain('released unreleased');
    // The history page's words for it (issue 36: not "released unreleased (draft)").
    expect(releaseText(dated.version('v0.3')!)).toBe('a draft, not released');
    expect(releaseText(dated.version('v0.1f')!)).toBe('released 2019-11-10');
    // A new version made from the draft starts undated again.
    newVersion({ to: 'v0.4', from: 'v0.3', contentDir: scratch });
    expect(readFileSync(join(scratch, 'v0.4/version.yaml'), 'utf8')).not.toContain('firstBuilt');
  });

  it('a committed draft takes the day git first recorded its version.yaml', () => {
    // content/v0.2/version.yaml is in this repository's history: its day is a commit's, not today's.
    const catalog = loadCatalog();
    const day = draftDay(catalog, { ...catalog.version('v0.2')!, firstBuilt: undefined } as never, '2999-01-01');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day).not.toBe('2999-01-01');
  });
});

describe('problem 6: a rule moved to another section', () => {
  it('is reported on the compare page and in its history: "moved from Turn Organisation to Movement & Waiting"', () => {
    scratch = scratchContent();
    const catalog = loadCatalog();
    const lines = sheetOf(catalog, 'v0.2').split('\n');
    const at = (n: number) => lines.findIndex((l) => l.startsWith(`- ${n}) `));
    const [turnEnd] = lines.splice(at(22), 1);
    lines.splice(at(24) + 1, 0, turnEnd!);
    writeDraft(planImport({ to: 'v0.3', from: 'v0.2', text: lines.join('\n'), contentDir: scratch }), scratch);
    const draft = loadCatalog(scratch);
    const change = compareVersions(draft, 'v0.2', 'v0.3').changed.find((c) => c.id === 'turn-end')!;
    expect(change.moved).toEqual({ from: 'Turn Organisation', to: 'Movement & Waiting' });
    const step = ruleHistory(draft, 'turn-end').steps.find((s) => s.version.id === 'v0.3')!;
    expect(step.changes).toEqual(['renumbered', 'moved']);
    expect(step.diff!.moved).toEqual({ from: 'Turn Organisation', to: 'Movement & Waiting' });
  });
});
