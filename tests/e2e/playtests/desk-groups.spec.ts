// The desk's inbox groups questions that ask the same thing (reading `same-question`,
// src/shared/question-groups.ts): signed in as the designer, three players ask about a Move stopping short in
// their own words, one asks something else; the three are one group, answered with one ruling from its link.
import { expect, test } from '@playwright/test';
import { DESIGNER, startDeskServer, type DeskServer } from './desk-server.ts';

const SAME = [
  'Can a Move stop short of its full distance?',
  'Can my Move stop short of the full distance, or must it go all the way?',
  'Move stop short: is the full distance required?',
];
const OTHER = 'When both combatants strike, who rolls first?';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
let live: DeskServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  live = await startDeskServer('desk-groups');
  const { server } = live;
  for (const [text, rule] of [...SAME.map((t) => [t, 'move-action']), [OTHER, 'move-action']]) {
    const sent = await fetch(`${server.url}/api/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), version: 'v0.2', rule, text }),
    });
    expect(sent.status).toBe(201);
  }
});
test.afterAll(() => live?.stop());

test('questions that ask the same thing are one group, answered with one ruling', async ({ page }) => {
  await page.goto(`${live!.server.url}/desk/`);
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
