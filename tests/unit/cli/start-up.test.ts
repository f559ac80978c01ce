// `sow` loads only what a command uses: a simulation without --ruleset never imports the rule catalog,
// its YAML reader or zod (most of a start-up's modules); a version's rules and a game report do.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.ts';

// Registered before `sow` starts: lists every file module loaded, on stderr, as the process exits.
const LIST_MODULES = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const seen = [];
registerHooks({ load(url, context, next) { if (url.startsWith('file:')) seen.push(url); return next(url, context); } });
process.on('exit', () => process.stderr.write(seen.join('\\n') + '\\n'));
`)}`;

function modulesOf(...given: [Record<string, string>, ...string[]] | string[]): string[] {
  const [env, args] = typeof given[0] === 'object' ? [given[0], given.slice(1) as string[]] : [{}, given as string[]];
  const r = spawnSync(process.execPath, ['--import', LIST_MODULES, 'bin/sow.js', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stderr.split('\n').filter((line) => line.startsWith('file:'));
}

const catalogue = (urls: string[]) => urls.filter((u) => /\/src\/catalog\/catalog\.ts$|\/node_modules\/(yaml|zod)\//.test(u));

describe('what sow loads', () => {
  it('sow sim without --ruleset: the engine, no catalog, YAML or zod', () => {
    const urls = modulesOf('sim', '--games', '1', '--seed', '1');
    expect(urls.some((u) => u.endsWith('/src/engine/index.ts'))).toBe(true);
    expect(catalogue(urls)).toEqual([]);
  });

  it('sow sim and sow odds --ruleset v0.2 read the version from the generated table: no catalog, YAML or zod', () => {
    const urls = modulesOf('sim', '--games', '1', '--seed', '1', '--ruleset', 'v0.2');
    expect(urls.some((u) => u.endsWith('/src/cli/version-table.data.ts'))).toBe(true);
    expect(catalogue(urls)).toEqual([]);
    expect(catalogue(modulesOf('odds', '--gap', '3', '--ruleset', 'v0.2'))).toEqual([]);
  });

  it('a table older than the content is not trusted: the catalog reads the version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sow-stale-'));
    try {
      cpSync(join(ROOT, 'content'), dir, { recursive: true });
      appendFileSync(join(dir, 'v0.2', 'version.yaml'), '# edited\n');
      expect(catalogue(modulesOf({ SOW_CONTENT_DIR: dir }, 'odds', '--gap', '3', '--ruleset', 'v0.2')).length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
