// Practice (/<version>/practice/): questions answered right and wrong by keyboard and by pointer on a
// phone and a desktop, progress and streak kept after a reload, a share link reopening its question,
// the answer without script, rule pages' "Practise this rule", and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrate } from '../widgets/helpers.ts';
import { catalog, current, practice } from './content.ts';

const v = current.id;
const byTopic = (topic: string) => practice.questions.find((q) => q.topic === topic)!;
const nextQ = byTopic('Which pair is Matched next?');
const rollQ = byTopic('Who is removed?');
const bestQ = practice.questions.find((q) => q.kind === 'best')!;
const right = (q: typeof nextQ) => q.choices.find((c) => c.correct)!;
const wrong = (q: typeof nextQ) => q.choices.find((c) => !c.correct)!;
const label = (c: { key: string; text: string }) => `${c.key.toUpperCase()}. ${c.text}`;
const questionPath = (id: string) => `/${v}/practice/${id}/`;

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

async function openQuestion(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrate(page);
}

for (const size of SIZES)
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('answered right by keyboard: the answer opens with the engine’s events and the streak counts it', async ({ page }) => {
      await openQuestion(page, questionPath(nextQ.id));
      await expect(page.getByRole('heading', { level: 1, name: nextQ.topic })).toBeVisible();
      await expect(page.getByText(nextQ.prompt)).toBeVisible();
      const radios = page.getByRole('radio');
      await radios.first().focus();
      await page.keyboard.press('Space');
      const index = nextQ.choices.findIndex((c) => c.correct);
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: label(right(nextQ)) })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Check my answer' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Right.' })).toContainText('Streak: 1 right at the first try in a row (best 1)');
      const answer = page.locator('details.practice-answer');
      await expect(answer).toHaveAttribute('open', '');
      await expect(answer.getByText(nextQ.answer[0]!.text)).toBeVisible();
      // Each rule the answer cites links to that version's rule page.
      const first = answer.locator('.practice-events a').first();
      await expect(first).toHaveAttribute('href', new RegExp(`^/${v}/rules/\\d+/$`));
    });

    test('answered wrong by pointer: the right choice is named and marked, and the mark is kept after a reload', async ({ page }) => {
      await openQuestion(page, questionPath(rollQ.id));
      await page.getByRole('radio', { name: label(wrong(rollQ)) }).click();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toContainText(`the answer is ${right(rollQ).key.toUpperCase()}`);
      await expect(page.getByRole('radio', { name: `${label(right(rollQ))} (the answer)` })).toBeVisible();
      await expect(page.getByRole('radio', { name: `${label(wrong(rollQ))} (your choice)` })).toBeVisible();
      // The set lists it as answered wrong, before and after a reload.
      await openQuestion(page, `/${v}/practice/`);
      const list = page.getByRole('list', { name: 'Questions of the mixed set' });
      await expect(list.getByRole('listitem').filter({ hasText: rollQ.prompt })).toContainText('(wrong)');
      await expect(page.getByText(`1 of ${practice.questions.length} answered, 0 right at the first try`)).toBeVisible();
      await page.reload();
      await hydrate(page);
      await expect(list.getByRole('listitem').filter({ hasText: rollQ.prompt })).toContainText('(wrong)');
      // Answering it right later marks it so, without counting as a first answer.
      await openQuestion(page, questionPath(rollQ.id));
      await page.getByRole('radio', { name: label(right(rollQ)) }).click();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Right.' })).toContainText('Streak: 0');
      await openQuestion(page, `/${v}/practice/`);
      await expect(list.getByRole('listitem').filter({ hasText: rollQ.prompt })).toContainText('(wrong at first, right since)');
    });

    test('a best decision shows every choice’s exact odds', async ({ page }) => {
      await openQuestion(page, questionPath(bestQ.id));
      await page.getByRole('radio', { name: label(right(bestQ)) }).check();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      const table = page.getByRole('table', { name: /exact odds/ });
      await expect(table).toBeVisible();
      for (const c of bestQ.choices) {
        const row = table.getByRole('row', { name: new RegExp(`^${c.key.toUpperCase()}\\. `) });
        await expect(row).toContainText(`${(c.odds!.win * 100).toFixed(1)}%`);
        await expect(row).toContainText(`${(c.odds!.both * 100).toFixed(1)}%`);
      }
    });

    test('the share link reopens the question, and a set walks on to its next question', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await openQuestion(page, questionPath(nextQ.id));
      await page.getByRole('button', { name: 'Copy link to this question' }).click();
      await expect(page.getByText('Link copied: it opens this question.')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).pathname).toBe(questionPath(nextQ.id));
      const other = await context.newPage();
      await other.goto(link);
      await expect(other.getByText(nextQ.prompt)).toBeVisible();
      await other.close();
      // From a section's set, "Next question" stays in that set.
      const section = practice.sets.find((s) => s.kind === 'section' && s.ids.length > 1)!;
      await openQuestion(page, section.href);
      await page.getByRole('link', { name: 'Start with the first question' }).click();
      await hydrate(page);
      expect(new URL(page.url()).pathname).toBe(questionPath(section.ids[0]!));
      await page.getByRole('link', { name: 'Next question' }).click();
      expect(new URL(page.url()).pathname).toBe(questionPath(section.ids[1]!));
      expect(new URL(page.url()).searchParams.get('set')).toBe(section.key);
    });
  });

test('without script the answer opens from its disclosure', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(questionPath(nextQ.id));
  await expect(page.getByRole('button', { name: 'Check my answer' })).toBeHidden();
  await page.getByText('Show the answer').click();
  await expect(page.getByText(nextQ.answer[0]!.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next question in the mixed set' })).toBeVisible();
  await context.close();
});

test('a rule page links "Practise this rule" to the questions that cite it', async ({ page }) => {
  const set = practice.sets.find((s) => s.kind === 'rule')!;
  const rule = catalog.rule(v, set.of!)!;
  await page.goto(`/${v}/rules/${rule.number}/`);
  await page.getByRole('link', { name: 'Practise this rule' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Practise rule ${rule.number}: ${rule.title}`);
  await hydrate(page);
  await expect(page.getByRole('list', { name: `Questions of ${set.title}` }).getByRole('listitem')).toHaveCount(set.ids.length);
});

test('the header leads to practice, and search finds it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/${v}/practice/$`));
  await page.goto('/search/?q=practice');
  await expect(page.locator('#search-results a[href*="/practice/"]').first()).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const)
  for (const [kind, path] of [
    ['practice index', `/${v}/practice/`],
    ['next question, answered', questionPath(nextQ.id)],
    ['best decision, answered', questionPath(bestQ.id)],
  ] as const)
    test(`${kind} (${scheme}) has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openQuestion(page, path);
      if (kind !== 'practice index') {
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: 'Check my answer' }).click();
        await page.getByRole('button', { name: 'Copy link to this question' }).click();
      }
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((x) => `${x.id}: ${x.help} (${x.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    });

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test('after one visit, a question never opened opens from its set and is answered with no connection', async ({ page, context }) => {
    await page.goto(`/${v}/practice/`);
    // The service worker saves every page, practice included, then controls the page.
    await expect(page.getByText('Saved on this device for offline use.')).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    const section = practice.sets.find((s) => s.kind === 'section')!;
    await page.goto(section.href);
    await hydrate(page);
    await page.getByRole('link', { name: 'Start with the first question' }).click();
    await hydrate(page);
    const q = practice.questions.find((x) => x.id === section.ids[0])!;
    await expect(page.getByText(q.prompt)).toBeVisible();
    await page.getByRole('radio', { name: label(right(q)) }).check();
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Right.' })).toBeVisible();
  });
});
