import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { catalog, oldest, siteUrl } from './content.ts';

const node = process.execPath;

// eslint-disable-next-line no-empty-pattern -- Playwright's way to take testInfo without fixtures
test('npm run pdf prints a version’s sheet to a PDF whose rule numbers link to the published site', async ({}, testInfo) => {
  test.setTimeout(60_000);
  const out = join(testInfo.outputDir, `sheet-${oldest.id}.pdf`);
  rmSync(out, { force: true });
  const run = spawnSync(node, ['scripts/pdf.ts', oldest.id, '--out', out], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('Wrote ');
  expect(existsSync(out)).toBe(true);

  const pdf = readFileSync(out).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const links = new Set([...pdf.matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]));
  expect(links).toContain(`${siteUrl}/${oldest.id}/rules/1/`);
  for (const rule of catalog.rules(oldest.id)) expect(links).toContain(`${siteUrl}/${oldest.id}/rules/${rule.number}/`);
  // A4 is 595 x 842 points (Chromium writes 594.96 x 841.92).
  const [width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!.slice(1).map(Number);
  expect(Math.round(width!)).toBe(595);
  expect(Math.round(height!)).toBe(842);
});

test('npm run pdf explains an unknown version and a missing build', async () => {
  const unknown = spawnSync(node, ['scripts/pdf.ts', 'v9.9'], { encoding: 'utf8' });
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('pdf: no version "v9.9"');
  expect(unknown.stderr).toContain(`the versions are ${catalog.versions.map((v) => v.id).join(', ')}`);

  const unbuilt = spawnSync(node, ['scripts/pdf.ts', oldest.id, '--dist', 'no-such-dist'], { encoding: 'utf8' });
  expect(unbuilt.status).toBe(2);
  expect(unbuilt.stderr).toContain('no built site in no-such-dist/: run `npm run build` first');
});
