// Issue 35, items 4 and 5, in a real browser: forms start on the newest published version; a report
// filled offline on a first visit (no service worker in control, the checker never loaded) is kept,
// delivered once when the connection returns, and the message says so; a result the combatants left
// contradict is questioned before sending; refusals name the labels on the form; the question form
// shows what is already answered, and for an attached position what the engine does there.
import { expect, test, type Page } from '@playwright/test';
import { open, watchErrors } from '../widgets/helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function fillGame(page: Page, result: string, left: [number, number]): Promise<void> {
  const form = page.getByRole('form', { name: 'Game report' });
  await form.getByRole('radio', { name: result }).check();
  await form.getByLabel('Turns played').fill('4');
  await form.getByLabel("Instigator's combatants left on the table").fill(String(left[0]));
  await form.getByLabel("Retaliator's combatants left on the table").fill(String(left[1]));
}

test('both forms start on the newest published version (v0.1f), not the reconstruction listed after it; a link still chooses', async ({ page }) => {
  await open(page, '/playtests/report/');
  await expect(page.getByRole('form', { name: 'Game report' }).getByLabel('Rules played')).toHaveValue('v0.1f');
  await open(page, '/playtests/ask/');
  await expect(page.getByRole('form', { name: 'Rule question' }).getByLabel('Rules', { exact: true })).toHaveValue('v0.1f');
  await open(page, '/playtests/report/?version=v0.2');
  await expect(page.getByRole('form', { name: 'Game report' }).getByLabel('Rules played')).toHaveValue('v0.2');
});

test('a report filled offline on a first visit is kept, delivered once when back online, and the message then says it was sent', async ({ page, context }) => {
  const errors = watchErrors(page);
  await open(page, '/playtests/report/');
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), 'no service worker controls a first visit').toBeNull();
  await context.setOffline(true);
  await fillGame(page, 'The Instigator won', [2, 0]);
  const form = page.getByRole('form', { name: 'Game report' });
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(form.getByRole('status')).toContainText('You are offline. It is saved on this device and will be sent when you are back online.');
  await expect(form.getByRole('status')).toContainText('1 record waits on this device to be sent.');

  const stored = page.waitForResponse((r) => r.url().endsWith('/api/playtests') && r.status() === 201);
  await context.setOffline(false);
  const response = await stored;
  await expect(form.getByRole('status')).toContainText(
    'Sent: your game report, saved on this device while it could not be sent, has now reached the designer.',
  );
  await expect(form.getByRole('status')).not.toContainText('not sent yet');
  await expect(form.getByRole('status')).not.toContainText('waits');
  const body = JSON.parse(response.request().postData()!);
  expect(body).toMatchObject({ version: 'v0.1f', result: 'instigator', turns: 4, left: { instigator: 2, retaliator: 0 } });
  const again = await page.request.post('/api/playtests', { data: body });
  expect(again.status(), 'delivered once: the server already holds it').toBe(200);
  expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported module/.test(e))).toEqual([]);
});

test('what a player typed survives a reload before Send', async ({ page }) => {
  await open(page, '/playtests/report/');
  await fillGame(page, 'A draw', [3, 3]);
  await page.getByRole('form', { name: 'Game report' }).getByLabel('Notes for the designer (optional)').fill('Kept while I typed');
  await open(page, '/playtests/report/');
  const form = page.getByRole('form', { name: 'Game report' });
  await expect(form.getByLabel('Notes for the designer (optional)')).toHaveValue('Kept while I typed');
  await expect(form.getByRole('radio', { name: 'A draw' })).toBeChecked();
});

test('"The Instigator won" with 0 Instigators left and 3 Retaliators is questioned before anything is sent; sent as it is on request', async ({ page }) => {
  await open(page, '/playtests/report/');
  let posts = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/playtests') && posts++));
  await fillGame(page, 'The Instigator won', [0, 3]);
  const form = page.getByRole('form', { name: 'Game report' });
  await form.getByRole('button', { name: 'Send the report' }).click();
  const doubt = form.getByRole('alert');
  await expect(doubt).toContainText('You chose “The Instigator won”, but the Instigator has 0 combatants left on the table and the Retaliator 3');
  await expect(doubt).toContainText('so the Retaliator won');
  await expect(doubt).toContainText('By Rule 22 (Winning the game) a side wins when it alone has combatants on the table');
  expect(posts).toBe(0);
  await doubt.getByRole('button', { name: 'Send it as it is' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you: your game report has reached the designer.');
  expect(posts).toBe(1);
});

test('refusals name the labels on the form, not the record’s fields', async ({ page }) => {
  await open(page, '/playtests/report/');
  const form = page.getByRole('form', { name: 'Game report' });
  await form.getByRole('radio', { name: 'We did not finish' }).check();
  await form.getByLabel("Instigator's combatants left on the table").fill('1');
  await form.getByLabel("Retaliator's combatants left on the table").fill('1');
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(form.getByRole('status')).toContainText('Please check the form: “Turns played” is empty: must be a whole number from 1 to');
  await expect(form.getByRole('status')).not.toContainText('field "');
  await expect(form.getByLabel('Turns played')).toBeFocused();
});

test('before asking: the rule’s rulings and the engine’s reading, and for an attached position what the engine does there and the rules it cites', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, '/playtests/ask/?version=v0.1f&rule=move-action');
  const answers = page.getByRole('region', { name: 'Already answered?' });
  await expect(answers).toContainText(/The designer has published no ruling on Rule \d+ \(The Move Action\) in v0\.1f yet\./);
  await expect(answers).toContainText('How far does a Move go?');
  await expect(answers).toContainText('The engine plays: Exactly 2", unless the base is stopped by contact first (the engine\'s default reading).');

  // A position from the Game widget: its share link, as "Report this game" carries it.
  await open(page, '/play/');
  const game = page.getByRole('region', { name: 'Game' });
  await game.getByRole('button', { name: 'Move toward' }).click();
  await game.getByRole('button', { name: 'Report this game' }).click();
  const linkField = page.getByRole('form', { name: 'Game report' }).getByLabel(/The game's link/);
  await expect(linkField).toHaveValue(/w\.game=/);
  const link = await linkField.inputValue();
  await open(page, `/playtests/ask/?version=v0.1f&rule=move-action&situation=${encodeURIComponent(link)}`);
  const position = page.getByRole('region', { name: 'Already answered?' });
  await expect(position).toContainText('The position you attached, as the engine plays it');
  await expect(position).toContainText(/moves [\d.]+ in toward/);
  await expect(position).toContainText(/Next, \w+ \(the (Instigator|Retaliator)\) takes Action \d/);
  await expect(position).toContainText('Rules the engine cites there:');
  await expect(position.getByRole('link', { name: /^Rule \d+$/ }).first()).toHaveAttribute('href', /^\/v0\.1f\/rules\/\d+\/$/);
  expect(errors).toEqual([]);
});
