// The version table `sow --ruleset` reads (src/cli/version-table.data.ts) is generated from content/ by
// scripts/version-table.ts; this fails when content/ changed and the table was not made again.
import { describe, expect, it } from 'vitest';
import { VERSION_TABLE } from '../../../src/cli/version-table.data.ts';
import { versionTableData } from '../../../scripts/version-table.ts';
import { contentDir } from '../../../src/cli/version-inputs.ts';

describe('the generated version table', () => {
  it('is the one content/ makes now (else: npm run version-table)', () => {
    expect(VERSION_TABLE).toEqual(versionTableData(contentDir()));
    expect(Object.keys(VERSION_TABLE.versions)).toEqual(expect.arrayContaining(['v0.1f', 'v0.2']));
  });
});
