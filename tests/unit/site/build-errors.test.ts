// The real `astro build` on broken content (issue 11, item 8): the build stops with our message, which
// starts with the file, line and column, and Astro's own "Location:" names the same file and line.
// Before, a duplicate number or id (found by the catalog inside whichever MDX file Vite transformed
// first) showed an unrelated file at 0:0, and a frontmatter type error (found by Astro's content
// layer) the right file at 0:0. The content check now runs in the `astro:config:setup` hook
// (astro.config.mjs, src/site/catalog.ts), before the content layer or any page, so each build here
// stops within seconds and writes nothing. tests/unit/catalog/positions.test.ts has every error.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/catalog/catalog.ts';
import { fixtureCopy, removeCopy, setKey as set, type Edit } from './fixture-copy.ts';

const ASTRO = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
const made: string[] = [];
afterAll(() => {
  for (const content of made) removeCopy(content);
});

interface Build {
  code: number | null;
  output: string;
  dir: string;
}

/** Builds the fixture content with one file edited, into a temporary outDir; returns the exit code and what it printed. */
function build(file: string, edit: Edit): Promise<Build> {
  const content = fixtureCopy({ [file]: edit });
  made.push(content);
  const dir = join(content, '..');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [ASTRO, 'build', '--outDir', join(dir, 'dist')],
      { cwd: REPO_ROOT, env: { ...process.env, SOW_CONTENT_DIR: content, FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // eslint-disable-next-line no-control-regex
        const output = `${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output, dir });
      },
    );
  });
}

const CASES: Array<{ name: string; file: string; edit: Edit; line: number; column: number; problem: string }> = [
  {
    name: 'a duplicate rule number',
    file: 'v0.2/rules/03-colours.mdx',
    edit: set('number', '2'),
    line: 3,
    column: 1,
    problem: 'number 2 is also used by content/v0.2/rules/02-set-up-distance.mdx:3:1',
  },
  {
    name: 'a duplicate rule id',
    file: 'v0.2/rules/03-colours.mdx',
    edit: set('id', 'players'),
    line: 2,
    column: 1,
    problem: 'id "players" is also used by content/v0.2/rules/01-players.mdx:2:1',
  },
  {
    name: 'a missing `wording`',
    file: 'v0.2/rules/03-colours.mdx',
    edit: (t) => t.replace(/^wording: .*\n/m, ''),
    line: 1,
    column: 1,
    problem: 'field "wording" is missing: must be the rule\'s exact wording',
  },
  {
    name: 'a frontmatter type error',
    file: 'v0.2/rules/03-colours.mdx',
    edit: set('number', '"x"'),
    line: 3,
    column: 1,
    problem: 'field "number" is "x": must be a whole number above 0',
  },
  {
    name: 'an unknown engine ruleset in version.yaml',
    file: 'v0.2/version.yaml',
    edit: set('engine', '{ ruleset: v0.9, params: {} }'),
    line: 17,
    column: 11,
    problem: 'field "engine.ruleset" is "v0.9": must be one of the engine\'s rulesets: v0.1f, v0.2',
  },
  {
    name: 'an explainer frontmatter type error',
    file: 'explainers/counting.mdx',
    edit: set('order', 'first'),
    line: 4,
    column: 1,
    problem: 'field "order" is "first": must be a whole number above 0 (the reading order)',
  },
];

describe('astro build on broken content names the file, line and column, in the message and in "Location:"', () => {
  for (const c of CASES) {
    it.concurrent(
      c.name,
      async () => {
        const { code, output, dir } = await build(c.file, c.edit);
        expect(code, output).not.toBe(0);
        expect(output).toContain(`content/${c.file}:${c.line}:${c.column}: ${c.problem}`);
        const location = /Location:\s*\n\s*(\S+)/.exec(output);
        expect(location?.[1], output).toBe(`${join(dir, 'content', c.file)}:${c.line}:${c.column}`);
        expect(output).toContain('[ERROR] [sow-content]');
        expect(output).not.toMatch(/:0:0$/m);
        expect(existsSync(join(dir, 'dist')), 'nothing was built').toBe(false);
      },
      120_000,
    );
  }
});
