// The server's live view (src/server/published/live-site.ts): before any Publish it plays the snapshot's
// rulings; after a Publish that settles an engine ruling, the one resolver plays the new publication's,
// and what is costly (the what-if odds) is worked out once a publication, never a request.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DesignerRuling } from '../../../src/catalog/designer-rulings.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { playKey } from '../../../src/catalog/rules-source.ts';
import { LiveSite } from '../../../src/server/published/live-site.ts';
import { recordPublication } from '../../../src/server/published/store.ts';
import { ROOT } from '../cli/run.ts';
import { emptyDatabase } from './databases.ts';

const dir = mkdtempSync(join(tmpdir(), 'sow-live-site-'));
const content = join(dir, 'content');
cpSync(join(ROOT, 'content'), content, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AT_ONCE: DesignerRuling = {
  id: '6e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  rules: ['combat-loop'],
  versions: ['v0.1f'],
  text: "The two combatants' k-th Actions are chosen unseen and land at once.",
  status: 'confirmed',
  by: 'Philip Sibbering',
  published: '2026-11-20',
  updated: '2026-11-20',
  withdrawn: false,
  settles: { 'v0.1f': { ruling: 'exchange', value: 'simultaneous' } },
  history: [],
} as unknown as DesignerRuling;

describe('LiveSite', () => {
  it('plays the newest publication, and keeps what it works out for one publication only', async () => {
    const { db, close } = await openDatabase(await emptyDatabase('pglite'));
    try {
      const live = new LiveSite(content, async () => db);
      const before = await live.source();
      expect(before.published.id).toBeNull();
      expect(before.source.rules('v0.1f').readings.exchange).toBe('alternating');
      let computed = 0;
      const odds = (s: typeof before.source) => s.memo('what-if:v0.1f', () => ++computed);
      expect(odds(before.source)).toBe(1);
      // Another request under the same publication: no work again.
      expect(odds((await live.source()).source)).toBe(1);

      const out = await recordPublication(db, 'Philip Sibbering', [...live.snapshot().rulings, AT_ONCE], live.snapshot().tallies);
      const after = await live.source();
      expect(after.published.id).toBe(out.id);
      expect(after.source.publication).toBe(out.id);
      expect(after.source.rules('v0.1f').readings.exchange).toBe('simultaneous');
      expect(after.source.rules('v0.1f').settled).toEqual([expect.objectContaining({ ruling: 'exchange', value: 'simultaneous', by: 'Philip Sibbering' })]);
      // What the islands compare: the page built before plays otherwise; the other version plays alike.
      expect(playKey(after.source.rules('v0.1f'))).not.toBe(playKey(before.source.rules('v0.1f')));
      expect(playKey(after.source.rules('v0.2'))).toBe(playKey(before.source.rules('v0.2')));
      // A new publication: worked out once more, then kept.
      expect(odds(after.source)).toBe(2);
      expect(odds((await live.source()).source)).toBe(2);
      // The snapshot is the files as read at start, whatever was published since.
      expect(live.snapshot().rulings.map((r) => r.id)).not.toContain(AT_ONCE.id);
    } finally {
      await close();
    }
  });
});
