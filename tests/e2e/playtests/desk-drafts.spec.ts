// The desk's drafts page on the built server (npm start) with a database and a content copy of its own:
// 401 signed out and 403 for a helper, then in the browser the designer pastes v0.1f's sheet with one rule
// reworded, reads the matching, creates the draft in the content copy and reads the content check.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as api, test, type APIRequestContext } from '@playwright/test';
import { DESIGNER as DESK_DESIGNER, startDeskServer, type DeskServer } from './desk-server.ts';
import { ROOT } from './fixture-build.ts';

const DESIGNER = { email: DESK_DESIGNER.email, password: DESK_DESIGNER.password };
const HELPER = { email: 'helper@example.org', password: 'helper horse battery staple' };
const WAIT = 'The Wait Action means a combatant does nothing for 1 Action.';
const REWORDED = 'The Wait Action means a combatant stands still and does nothing for 1 Action.';
const SHEET = readFileSync(join(ROOT, 'content', 'v0.1f', 'sheet.txt'), 'utf8').replace(WAIT, REWORDED);

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Started in beforeAll, not when the file loads: Playwright loads a spec in more than one process.
let desk: DeskServer | undefined;
let BASE = '';
let content = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  desk = await startDeskServer('desk-drafts-e2e');
  BASE = desk.server.url;
  content = desk.env.SOW_CONTENT_DIR!;
});
test.afterAll(async () => {
  await desk?.stop();
});

async function signedIn(who: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await api.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  expect((await ctx.post('/desk/sign-in/', { form: who, maxRedirects: 0 })).status()).toBe(303);
  return ctx;
}

test('/desk/drafts/: 401 signed out, 403 for a helper, and what the designer typed comes back as text', async () => {
  const designer = await signedIn(DESIGNER);
  expect((await designer.post('/desk/helpers/', { form: { ...HELPER, name: 'A Helper', back: '/desk/' }, maxRedirects: 0 })).status()).toBe(303);
  const helper = await signedIn(HELPER);
  const out = await api.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const form = { to: 'v0.3', from: 'v0.1f', sheet: SHEET, action: 'write' };
  for (const [who, status] of [
    [out, 401],
    [helper, 403],
  ] as const) {
    expect((await who.get('/desk/drafts/')).status()).toBe(status);
    expect((await who.post('/desk/drafts/', { form, maxRedirects: 0 })).status()).toBe(status);
  }
  expect(existsSync(join(content, 'v0.3'))).toBe(false);
  expect(await (await helper.get('/desk/')).text()).not.toContain('href="/desk/drafts/"');
  const evil = await designer.post('/desk/drafts/', { form, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(evil.status()).toBe(403);
  expect(existsSync(join(content, 'v0.3'))).toBe(false);

  const script = '<script>window.sowCanary = 1</script>';
  const bad = await designer.post('/desk/drafts/', { form: { to: script, from: '', sheet: `${script}\n- 1) ${script}`, action: 'plan' } });
  expect(bad.status()).toBe(400);
  const page = await bad.text();
  // Inside a quoted attribute (the form's own field, given back) a "<" is only text; anywhere else it must be escaped.
  expect(page.replace(/="[^"]*"/g, '=""')).not.toContain(script);
  expect(page).toContain('&lt;script&gt;window.sowCanary = 1&lt;/script&gt;');
});

test('the designer pastes a sheet, reads the matching, creates the draft and reads its problems', async ({ page }) => {
  await page.goto(BASE + '/desk/');
  await page.getByLabel('Email').fill(DESIGNER.email);
  await page.getByLabel('Password').fill(DESIGNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(BASE + '/desk/drafts/');
  await page.getByLabel('New version id').fill('v0.3');
  await page.getByLabel('It comes from').selectOption('v0.1f');
  await page.getByLabel('Sheet text').fill(SHEET);
  await page.getByRole('button', { name: 'Show the matching' }).click();

  const table = page.getByRole('table', { name: 'How each rule of the sheet matches v0.1f' });
  // The header and v0.1f's 38 rules, none added or removed.
  await expect(table.getByRole('row')).toHaveCount(39);
  await expect(table.getByRole('cell', { name: /added|removed/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /^24 24 wait-action 0\.\d\d reworded$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: '25 25 move-action 1.00 same' })).toBeVisible();
  expect(existsSync(join(content, 'v0.3'))).toBe(false);
  // The form keeps what was typed, so the next press writes the same sheet.
  await expect(page.getByLabel('Sheet text')).toHaveValue(SHEET);

  await page.getByRole('button', { name: 'Create or update the draft' }).click();
  await expect(page.getByRole('heading', { name: 'Draft v0.3 created' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Draft v0.3 created' }).getByRole('status')).toContainText(
    'Its pages appear after the next build: commit content/v0.3/ and run npm run build.',
  );
  await expect(page.getByRole('link', { name: '/compare/v0.1f...v0.3/' })).toHaveAttribute('href', '/compare/v0.1f...v0.3/');
  // The designer's sheet, v0.1f's but for one rewording, keeps every id: no false alarm about v0.2's ids
  // (issue 36), so the content check passes.
  await expect(page.getByText(/^Content OK: 3 versions/)).toBeVisible();
  await expect(page.getByText(/id "contact-strike" was v0\.2's rule/)).toHaveCount(0);
  await expect(page.getByText("rule 24 (wait-action): the wording changed since this explanation was written for v0.1f's rule 24")).toBeVisible();
  expect(readFileSync(join(content, 'v0.3', 'rules', '24-wait-action.mdx'), 'utf8')).toContain(REWORDED);
  expect((await new AxeBuilder({ page }).include('.desk').analyze()).violations).toEqual([]);

  // Again: the draft exists now, so the same sheet updates it.
  await page.getByRole('button', { name: 'Create or update the draft' }).click();
  await expect(page.getByRole('heading', { name: 'Draft v0.3 updated' })).toBeVisible();
});

// Issue 39 item 11: the desk's forms as the designer sees them, on a phone and a desktop.
for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
])
  test(`${size.name}: 39.11: a ruling's form shows the question's words, boxes sit beside their labels, spam deletion looks unlike saving, lists show their whole choice`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const question = { id: crypto.randomUUID(), version: 'v0.1f', rule: 'move-action', text: `Does a blocked Move still spend its Action? (${size.name})` };
    const sent = await fetch(BASE + '/api/questions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(question) });
    expect(sent.status).toBe(201);
    await page.goto(BASE + '/desk/');
    await page.getByLabel('Email').fill(DESIGNER.email);
    await page.getByLabel('Password').fill(DESIGNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // "Delete as spam" beside "Save state": a different look, not only different words.
    const item = page.getByRole('article').filter({ hasText: question.text });
    const look = (name: string) =>
      item.getByRole('button', { name }).evaluate((b) => {
        const cs = getComputedStyle(b);
        return `${cs.backgroundColor} ${cs.color} ${cs.borderWidth}`;
      });
    expect(await look('Delete as spam')).not.toBe(await look('Save state'));
    await expect(item.getByRole('button', { name: 'Delete as spam' })).toHaveAccessibleName('Delete as spam');
    // The ruling's form: the question's words, never its id.
    await item.getByRole('link', { name: 'Answer with a ruling' }).click();
    const answers = page.getByRole('group', { name: 'Questions it answers' });
    await expect(answers).toContainText(question.text);
    await expect(answers).not.toContainText(question.id);
    // A checkbox and a radio button on the line of their words, to their left.
    for (const box of [page.getByRole('checkbox', { name: 'v0.1f' }).first(), page.getByRole('radio', { name: 'confirmed' }).first()]) {
      const b = (await box.boundingBox())!;
      const words = (await box.locator('xpath=..').evaluate((label) => {
        const r = document.createRange();
        r.selectNodeContents(label.lastChild!);
        const { x, y, height } = r.getBoundingClientRect();
        return { x, y, height };
      }))!;
      expect(b.x + b.width).toBeLessThanOrEqual(words.x + 1);
      expect(Math.abs(b.y + b.height / 2 - (words.y + words.height / 2))).toBeLessThan(6);
    }
    // The drafts page's "It comes from": its first choice in full.
    await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Drafts' }).click();
    const from = page.getByLabel('It comes from');
    await expect(from.locator('option:checked')).toHaveText('The version before it');
    const fits = await from.evaluate((el: HTMLSelectElement) => {
      const cs = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      // The arrow takes about 1.5em at the right.
      return (
        ctx.measureText(el.selectedOptions[0]!.text).width <=
        el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 1.5 * parseFloat(cs.fontSize)
      );
    });
    expect(fits).toBe(true);
    expect((await new AxeBuilder({ page }).include('.desk').analyze()).violations).toEqual([]);
  });
