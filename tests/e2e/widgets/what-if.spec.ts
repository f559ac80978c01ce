// "What if" on the rule pages that state a number: the reader's number against the sheet's, as the engine's matchOdds.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { defenceBand } from '../../../src/engine/index.ts';
import { matchOdds } from '../../unit/systems.ts';
import { open, watchErrors } from './helpers.ts';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const cells = (o: { instigator: number; retaliator: number; bothStand: number }) => [pct(o.instigator), pct(o.retaliator), pct(o.bothStand)];

test('v0.1f rule 25: a Move of 3 in shows matchOdds with move 3, under it the sheet’s 2 in', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/v0.1f/rules/25/');
  const whatIf = page.getByRole('group', { name: 'What if' });
  const table = whatIf.getByRole('table', { name: /Exact odds of one Match in the open field at a gap of 3 in, aggressive Instigator v counter Retaliator/ });
  const sheet = matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter' });
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(cells(sheet));
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(cells(sheet));
  const move = whatIf.getByLabel(/^Length of a Move/);
  await expect(move).toHaveAttribute('min', '0.25');
  await expect(move).toHaveAttribute('max', '6');
  await expect(move).toHaveAttribute('step', '0.25');
  await move.fill('3');
  await move.blur();
  const three = matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter', params: { move: 3 } });
  await expect(table.getByRole('row').nth(1)).toContainText('What if: Length of a Move 3"');
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(cells(three));
  await expect(table.getByRole('row').nth(2)).toContainText('The v0.1f sheet: Length of a Move 2"');
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(cells(sheet));
  // Out of range: the engine's refusal, and the figures stay.
  await move.fill('7');
  await move.blur();
  await expect(whatIf.getByText('Refused: move: 7 is out of range: from 0.25 to 6 inches in steps of 0.25')).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(cells(three));
  await expect(whatIf.getByRole('link', { name: /in the Lab/ })).toHaveAttribute('href', '/lab/?param=move');
  expect(errors).toEqual([]);
});

test('v0.2’s defence test: a D10 takes the engine’s default band and its odds', async ({ page }) => {
  await open(page, '/v0.2/rules/38/');
  const whatIf = page.getByRole('group', { name: 'What if' });
  await whatIf.getByLabel(/^Faces of the defence die/).selectOption('10');
  const p = { die: 10, 'fails-on': 8 };
  await expect(whatIf.getByLabel(/^Lowest roll that fails/)).toHaveValue('8');
  const row = whatIf.getByRole('row').nth(1);
  await expect(row).toContainText(`defence ${defenceBand(p).text}`);
  await expect(row.getByRole('cell')).toHaveText(cells(matchOdds({ gap: 3, instigator: 'aggressive', retaliator: 'counter', params: p })));
});

test('the table rule says what it changes and links to the Lab with the table chosen', async ({ page }) => {
  await page.goto('/v0.1f/rules/3/');
  const section = page.getByRole('region', { name: 'What if the number were different?' });
  await expect(section).toContainText('does not change a Match in the open field');
  await section.getByRole('link', { name: 'try other values in the Lab' }).click();
  await expect(page).toHaveURL(/\/lab\/\?param=table$/);
  await expect(page.getByRole('region', { name: 'Lab' }).getByLabel('Parameter')).toHaveValue('table');
});

for (const scheme of ['light', 'dark'] as const)
  test(`a what-if rule page is axe clean (${scheme}) at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, '/v0.1f/rules/33/');
    await page
      .getByRole('group', { name: 'What if' })
      .getByLabel(/^Lowest roll that fails/)
      .fill('4');
    await page
      .getByRole('group', { name: 'What if' })
      .getByLabel(/^Lowest roll that fails/)
      .blur();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
