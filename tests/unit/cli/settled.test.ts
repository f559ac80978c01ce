// `sow sim --ruleset v0.2` plays what the designer settled for v0.2 (content/rulings.yaml), says so on
// stderr, and a ruling flag still wins. Run on a copy of the content with one published ruling.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, sow } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sow-settled-'));
const content = join(dir, 'content');
cpSync(join(ROOT, 'content'), content, { recursive: true });
writeFileSync(
  join(content, 'rulings.yaml'),
  `rulings:
  - id: 6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b
    rules: [move-action]
    versions: [v0.2]
    text: A Move may stop short.
    status: provisional
    by: Philip Sibbering
    published: 2026-11-20
    updated: 2026-11-20
    settles: { v0.2: { ruling: move-distance, value: up-to } }
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settledSow = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/sow.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, SOW_CONTENT_DIR: content },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};
const run = ['sim', '--games', '300', '--seed', '9', '--instigator', 'random', '--retaliator', 'counter', '--json'];

describe('settled rulings on the command line', () => {
  it('--ruleset v0.2 plays move-distance up-to, the same games as the flag', () => {
    const settled = settledSow(...run, '--ruleset', 'v0.2');
    expect(settled.status, settled.stderr).toBe(0);
    expect(settled.stderr).toContain('sow: note: v0.2 plays move-distance up-to, settled by Philip Sibbering (provisional, 2026-11-20)');
    const flagged = sow(...run, '--ruleset', 'v0.2', '--move-distance', 'up-to');
    const plain = sow(...run, '--ruleset', 'v0.2');
    expect(JSON.parse(settled.stdout)).toEqual(JSON.parse(flagged.stdout));
    expect(JSON.parse(settled.stdout)).not.toEqual(JSON.parse(plain.stdout));
  });

  it('another version is untouched, and a flag still wins', () => {
    const other = settledSow(...run, '--ruleset', 'v0.1f');
    expect(other.stderr).toBe('');
    expect(JSON.parse(other.stdout)).toEqual(JSON.parse(sow(...run, '--ruleset', 'v0.1f').stdout));
    const exact = settledSow(...run, '--ruleset', 'v0.2', '--move-distance', 'exact');
    expect(exact.stderr).toBe('');
    expect(JSON.parse(exact.stdout).rulings).toEqual({ 'move-distance': 'exact' });
  });
});
