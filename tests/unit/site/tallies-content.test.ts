// Issue 35, item 6: a record never breaks the site. A published tally the engine cannot set up (50 bases
// a side on the default table, stored before the API refused it) is said by the content check with its
// file, line and what would fit, rather than found by the build while /playtests/ renders.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fullContentReport } from '../../../src/markdown/content-report.ts';
import { deploymentProblem } from '../../../src/engine/index.ts';
import { fixtureCopy, removeCopy } from './fixture-copy.ts';

const made: string[] = [];
afterEach(() => {
  for (const c of made.splice(0)) removeCopy(c);
});

function withTallies(yaml: string): string {
  const content = fixtureCopy();
  made.push(content);
  writeFileSync(join(content, 'playtests.yaml'), yaml);
  return content;
}

const tally = (more: string) =>
  ['tallies:', '  - version: v0.2', '    results: { instigator: 1, retaliator: 0, draw: 0, unfinished: 0 }', '    turns: 5', more, 'asked: []', ''].join('\n');

describe('6. a published tally the build cannot use', () => {
  it('perSide 50 on the default table is reported at its line, naming the field and how many a side fit', () => {
    const problems = fullContentReport(withTallies(tally('    perSide: 50'))).problems.map((p) => p.message);
    const line = problems.find((m) => m.startsWith('content/playtests.yaml'));
    expect(line, problems.join('\n')).toMatch(/^content\/playtests\.yaml:5:\d+: field "tallies\[0\]\.perSide" is 50: .*do not fit.*; at most (\d+) a side fit/);
    const fits = Number(/at most (\d+) a side fit/.exec(line!)![1]);
    expect(deploymentProblem({ ruleset: 'v0.2', perSide: fits })).toBeUndefined();
    expect(deploymentProblem({ ruleset: 'v0.2', perSide: fits + 1 })).toBeDefined();
  });

  it('the same 50 a side on a table they fit is no problem', () => {
    const problems = fullContentReport(withTallies(tally('    perSide: 50\n    params: { table: 72x72 }'))).problems.map((p) => p.message);
    expect(problems.filter((m) => m.includes('playtests.yaml'))).toEqual([]);
  });
});
