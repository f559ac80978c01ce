// Problems 5 and 6: a draft in the feed is dated by the build that first contained it and called a
// draft; a rule moved to another section says so on the compare page and in its history.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { planImport, stampFirstBuilt, writeDraft } from '../../../src/catalog/draft.ts';
import { compareVersions } from '../../../src/site/compare.ts';
import { atomFeed, feedDates } from '../../../src/site/feed.ts';
import { ruleHistory } from '../../../src/site/history.ts';
import { newVersion } from '../../../scripts/new-version.ts';
import { removeScratch, scratchContent, sheetOf } from './sheets.ts';

let scratch: string | undefined;
afterEach(() => {
  if (scratch) removeScratch(scratch);
  scratch = undefined;
});

describe('problem 5: a draft in the feed', () => {
  it('is dated by the first build that contained it, kept in its version.yaml, and called a draft', () => {
    scratch = scratchContent();
    newVersion({ to: 'v0.3', from: 'v0.2', contentDir: scratch });
    expect(stampFirstBuilt(scratch, loadCatalog(scratch), '2026-11-25')).toEqual(['v0.3']);
    // A later build keeps the first day.
    expect(stampFirstBuilt(scratch, loadCatalog(scratch), '2027-01-02')).toEqual([]);
    expect(readFileSync(join(scratch, 'v0.3/version.yaml'), 'utf8')).toMatch(/^firstBuilt: 2026-11-25$/m);
    const catalog = loadCatalog(scratch);
    expect(feedDates(catalog).get('v0.3')).toBe('2026-11-25');
    const feed = atomFeed(catalog, 'https://example.org');
    expect(feed).toMatch(/<feed[^>]*>\s*<id>[^<]*<\/id>\s*<title>[^<]*<\/title>\s*<subtitle>[^<]*<\/subtitle>\s*<updated>2026-11-25T00:00:00Z<\/updated>/);
    expect(feed).toContain('a draft, not released; on this site since 2026-11-25.');
    expect(feed).not.toContain('released unreleased');
    // A new version made from the draft starts undated again.
    newVersion({ to: 'v0.4', from: 'v0.3', contentDir: scratch });
    expect(readFileSync(join(scratch, 'v0.4/version.yaml'), 'utf8')).not.toContain('firstBuilt');
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
