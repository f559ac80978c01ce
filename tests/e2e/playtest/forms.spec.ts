// The playtest forms in a real browser, on a phone and on a desktop: a game report, a report made from
// the Game widget, a question from a rule page; each reaches the server once (sending the same record
// again answers 200, "already stored"), and each form is axe-clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { open, watchErrors } from '../widgets/helpers.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

/** The JSON body of the form's POST, to send it again. */
async function sentBody(request: Promise<Request>): Promise<Record<string, unknown>> {
  return JSON.parse((await request).postData() ?? 'null');
}

async function storedOnce(page: Page, path: string, body: Record<string, unknown>): Promise<void> {
  const again = await page.request.post(path, { data: body });
  expect(again.status(), 'the record is already stored, so a second send changes nothing').toBe(200);
  expect(await again.json()).toEqual({ id: body.id });
}

async function axeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('form').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const { name, viewport } of SIZES)
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a game report is sent and stored once', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, '/playtests/report/');
      const form = page.getByRole('form', { name: 'Game report' });
      await expect(form.getByLabel('Combatants a side')).toHaveValue('5');
      await axeClean(page);

      await form.getByLabel('Rules played').selectOption('v0.2');
      await form.getByRole('radio', { name: 'A draw' }).check();
      await form.getByLabel('Turns played').fill('12');
      await form.getByLabel("Instigator's combatants left on the table").fill('1');
      await form.getByLabel("Retaliator's combatants left on the table").fill('1');
      await form.getByLabel("The Instigator's player").selectOption('new');
      await form.getByLabel('Rule by its number on the sheet').selectOption({ index: 26 });
      await form.getByRole('button', { name: 'Add this rule' }).click();
      await form.getByLabel(/What was unclear about Rule 26/).fill('<script>alert("x")</script> up to 2"?');
      await form.getByLabel('Notes for the designer (optional)').fill('<b>bold</b> & <i>not</i>');
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/playtests') && r.method() === 'POST');
      await form.getByRole('button', { name: 'Send the report' }).click();
      await expect(form.getByRole('status')).toContainText('Thank you: your game report has reached the designer.');
      const body = await sentBody(posted);
      expect(body).toMatchObject({
        result: 'draw',
        turns: 12,
        left: { instigator: 1, retaliator: 1 },
        players: { instigator: 'new' },
        notes: '<b>bold</b> & <i>not</i>',
      });
      expect((body.questions as { rule: string }[])[0]!.rule).toMatch(/^[a-z-]+$/);
      await storedOnce(page, '/api/playtests', body);
      // The form is ready for the next game.
      await expect(form.getByLabel('Turns played')).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('a bad value is named and its field focused, and nothing is sent', async ({ page }) => {
      await open(page, '/playtests/report/');
      const form = page.getByRole('form', { name: 'Game report' });
      let posts = 0;
      page.on('request', (r) => void (r.url().endsWith('/api/playtests') && posts++));
      await form.getByRole('radio', { name: 'The Instigator won' }).check();
      await form.getByLabel('Turns played').fill('3');
      await form.getByLabel("Instigator's combatants left on the table").fill('9');
      await form.getByLabel("Retaliator's combatants left on the table").fill('0');
      await form.getByRole('button', { name: 'Send the report' }).click();
      await expect(form.getByRole('status')).toContainText(
        "“Instigator's combatants left on the table” is 9: must be a whole number from 0 to the combatants a side (5)",
      );
      await expect(form.getByLabel("Instigator's combatants left on the table")).toBeFocused();
      expect(posts).toBe(0);
    });

    test('"Ask about this rule" on a rule page opens the question form on that rule, and the question is stored once', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, '/v0.2/rules/26/');
      await page.getByRole('link', { name: 'Ask about this rule' }).click();
      const form = page.getByRole('form', { name: 'Rule question' });
      await expect(form.getByLabel('The rule you ask about')).toHaveValue('move-action');
      await axeClean(page);
      await form.getByLabel('Your question').fill('<img src=x onerror=alert(1)> Can a Move stop short?');
      await form.getByLabel('Your name (optional)').fill('Pat');
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/questions'));
      await form.getByRole('button', { name: 'Send the question' }).click();
      await expect(form.getByRole('status')).toContainText('Thank you: your question has reached the designer.');
      const body = await sentBody(posted);
      expect(body).toMatchObject({ version: 'v0.2', rule: 'move-action', name: 'Pat' });
      await storedOnce(page, '/api/questions', body);
      expect(errors).toEqual([]);
    });
  });

test('"Report this game" in the Game widget prefills the report with the game, which the server replays', async ({ page }) => {
  await open(page, '/play/');
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: 'Move toward' }).click();
  await game.getByRole('button', { name: 'Report this game' }).click();
  await expect(page).toHaveURL(/\/playtests\/report\/\?/);
  const form = page.getByRole('form', { name: 'Game report' });
  await expect(form.getByRole('radio', { name: 'We did not finish' })).toBeChecked();
  await expect(form.getByLabel('Turns played')).toHaveValue('1');
  await expect(form.getByLabel("Instigator's combatants left on the table")).toHaveValue('5');
  await expect(form.getByLabel(/The game's link/)).toHaveValue(/w\.game=/);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/playtests'));
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(form.getByRole('status')).toContainText('has reached the designer');
  expect((await sentBody(posted)).game).toMatch(/w\.game=/);
});

test('a form keeps its fields closed until its script has run, so a choice made before is never lost', async ({ page }) => {
  // The page's copy of the form has no handlers: a version chosen on it would show but not be sent.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/ReportForm\.[\w-]+\.js$/, async (route) => (await held, route.continue()));
  await page.goto('/playtests/report/');
  const form = page.getByRole('form', { name: 'Game report' });
  await expect(form.getByText('The form is loading: its fields open as soon as it has.')).toBeVisible();
  await expect(form.getByLabel('Rules played')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Send the report' })).toBeDisabled();
  release();
  await expect(form.getByLabel('Rules played')).toBeEnabled();
  await expect(form.getByText('The form is loading')).toHaveCount(0);
  await form.getByLabel('Rules played').selectOption('v0.2');
  await form.getByText('How your table read the open questions').click();
  await expect(form.getByLabel('How far does a Move go?')).toBeVisible();
});
