// `sow sim --ruleset v0.2` plays what the designer settled for v0.2 (content/rulings.yaml), lists on
// stderr what it plays and why, and a ruling flag still wins; `--on DAY` plays the rules of that day.
// Run on a copy of the content with one published ruling.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(settled.stderr.split('\n')).toEqual([
      'sow: v0.2 plays ruleset v0.2: content/v0.2/version.yaml',
      'sow: v0.2 plays move-distance up-to: ruling 6f1c2a8e by Philip Sibbering (provisional, from 2026-11-20)',
      "sow: v0.2 plays every other setting at the engine's defaults, or the flags given",
      '',
    ]);
    const flagged = sow(...run, '--ruleset', 'v0.2', '--move-distance', 'up-to');
    const plain = sow(...run, '--ruleset', 'v0.2');
    expect(JSON.parse(settled.stdout)).toEqual(JSON.parse(flagged.stdout));
    expect(JSON.parse(settled.stdout)).not.toEqual(JSON.parse(plain.stdout));
  });

  it('another version is untouched, and a flag still wins', () => {
    const other = settledSow(...run, '--ruleset', 'v0.1f');
    expect(other.stderr).not.toContain('move-distance');
    expect(JSON.parse(other.stdout)).toEqual(JSON.parse(sow(...run, '--ruleset', 'v0.1f').stdout));
    const exact = settledSow(...run, '--ruleset', 'v0.2', '--move-distance', 'exact');
    expect(exact.stderr).toContain(
      'sow: v0.2 plays move-distance up-to: ruling 6f1c2a8e by Philip Sibbering (provisional, from 2026-11-20); --move-distance given, which wins',
    );
    expect(JSON.parse(exact.stdout).rulings).toEqual({ 'move-distance': 'exact' });
  });

  it('--on DAY plays the rules in force on the day a game was played: before the ruling, the sheet alone', () => {
    const before = settledSow(...run, '--ruleset', 'v0.2', '--on', '2026-11-19');
    expect(before.status, before.stderr).toBe(0);
    expect(before.stderr).not.toContain('move-distance');
    expect(JSON.parse(before.stdout)).toEqual(JSON.parse(sow(...run, '--ruleset', 'v0.2').stdout));
    const on = settledSow(...run, '--ruleset', 'v0.2', '--on', '2026-11-20');
    expect(JSON.parse(on.stdout)).toEqual(JSON.parse(settledSow(...run, '--ruleset', 'v0.2').stdout));
    const bad = settledSow(...run, '--ruleset', 'v0.2', '--on', '2026-02-30');
    expect([bad.status, bad.stderr.trim()]).toEqual([2, 'sow: --on: "2026-02-30" must be a day written YYYY-MM-DD']);
  });

  it('names the version it plays, not the engine ruleset behind it', () => {
    const draft = join(dir, 'draft');
    cpSync(content, draft, { recursive: true });
    cpSync(join(draft, 'v0.2'), join(draft, 'v0.3'), { recursive: true });
    const yaml = readFileSync(join(draft, 'v0.3', 'version.yaml'), 'utf8')
      .replace(/^id: v0\.2$/m, 'id: v0.3')
      .replace(/^order: 2$/m, 'order: 3')
      .replace(/^status: .*$/m, 'status: draft')
      .replace(/params: \{\}/, 'params: { die: 10 }');
    writeFileSync(join(draft, 'v0.3', 'version.yaml'), yaml);
    const r = spawnSync(process.execPath, ['bin/sow.js', 'odds', '--gap', '3', '--ruleset', 'v0.3'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, SOW_CONTENT_DIR: draft },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^One Match, v0\.3, gap 3 in/);
    expect(r.stderr).toContain('sow: v0.3 plays ruleset v0.2: content/v0.3/version.yaml');
    expect(r.stderr).toContain('sow: v0.3 plays die 10: content/v0.3/version.yaml');
  });
});
