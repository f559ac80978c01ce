// The desk's inbox groups questions that ask the same thing (reading `same-question`,
// src/shared/question-groups.ts): signed in as the designer, three players ask about a Move stopping short in
// their own words, one asks something else; the three are one group, answered with one ruling from its link.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../../../scripts/server-process.ts';
import { ROOT } from './fixture-build.ts';

const DESIGNER = { email: 'phil@example.org', password: 'correct horse battery staple' };
const SAME = [
  'Can a Move stop short of its full distance?',
  'Can my Move stop short of the full distance, or must it go all the way?',
  'Move stop short: is the full distance required?',
];
const OTHER = 'When both combatants strike, who rolls first?';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
let dir = '';
let server: TestServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'sow-desk-groups-'));
  const content = join(dir, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  const env = { SOW_CONTENT_DIR: content, DATA_DIR: join(dir, 'data'), PLAYTEST_RATE: '0', DESK_SIGN_IN_RATE: '100' };
  execFileSync(process.execPath, ['src/server/cli/desk.ts', 'add-designer', DESIGNER.email, '--name', 'Philip Sibbering'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input: `${DESIGNER.password}\n`,
  });
  server = await startServer(env);
  for (const [text, rule] of [...SAME.map((t) => [t, 'move-action']), [OTHER, 'move-action']]) {
    const sent = await fetch(`${server.url}/api/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), version: 'v0.2', rule, text }),
    });
    expect(sent.status).toBe(201);
  }
});
test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('questions that ask the same thing are one group, answered with one ruling', async ({ page }) => {
  await page.goto(`${server!.url}/desk/`);
  await page.getByLabel('Email').fill(DESIGNER.email);
  await page.getByLabel('Password').fill(DESIGNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const group = page.getByRole('region', { name: '3 questions that ask the same thing' });
  await expect(group).toBeVisible();
  for (const text of SAME) await expect(group).toContainText(text);
  // The other question, on the same rule, stands alone.
  await expect(group).not.toContainText(OTHER);
  await expect(page.getByRole('region', { name: /questions that ask the same thing/ })).toHaveCount(1);
  await expect(page.getByText(OTHER)).toBeVisible();

  await group.getByRole('link', { name: 'Answer all 3 with one ruling' }).click();
  await expect(page).toHaveURL(/\/desk\/rulings\/\?answers=/);
  const answers = page.getByRole('group', { name: 'Questions it answers' });
  for (const text of SAME) await expect(answers).toContainText(text);
  await expect(answers).not.toContainText(OTHER);
});
