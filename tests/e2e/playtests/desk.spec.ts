// The designer's desk on the built server (npm start) with a database and a content folder of its own:
// every desk route signed out, as a helper and as the designer; cross-site posts and a planted session
// refused; then in the browser: sign in, triage, answer with a ruling, publish, and after a build the
// ruling on the rule page, with nothing a playtester wrote (name, unpublished text) anywhere in the site.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as api, test, type APIRequestContext } from '@playwright/test';
import { DESIGNER as DESK_DESIGNER, startDeskServer, type DeskServer } from './desk-server.ts';
import { fixtureBuild, ROOT, writeFiles } from './fixture-build.ts';

const DESIGNER = { email: DESK_DESIGNER.email, password: DESK_DESIGNER.password };
const HELPER = { email: 'helper@example.org', password: 'helper horse battery staple' };
const NAME = 'Canary Playtester Q7'; // private: the desk only
const UNPUBLISHED = 'unpublished canary text Z3';
const SCRIPT = '<script>window.sowCanary = 1</script>';

test.describe.configure({ mode: 'serial', timeout: 300_000 });
// Started in beforeAll, not when the file loads: Playwright loads a spec in more than one process, and a
// folder made at load by a process that runs no test of it is never removed.
let desk: DeskServer | undefined;
let BASE = '';
let content = '';
const question = { id: crypto.randomUUID(), version: 'v0.2', rule: 'move-action', text: `Can a Move stop short? ${UNPUBLISHED} ${SCRIPT}`, name: NAME };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  desk = await startDeskServer('desk-e2e');
  BASE = desk.server.url;
  content = desk.env.SOW_CONTENT_DIR!;
  const sent = await fetch(BASE + '/api/questions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(question) });
  expect(sent.status).toBe(201);
  const game = {
    id: crypto.randomUUID(),
    version: 'v0.2',
    playedOn: '2026-11-20',
    result: 'draw',
    turns: 12,
    left: { instigator: 1, retaliator: 1 },
    minutes: 45,
    name: NAME,
    notes: `${UNPUBLISHED} ${SCRIPT}`,
  };
  expect((await fetch(BASE + '/api/playtests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(game) })).status).toBe(
    201,
  );
});
test.afterAll(async () => {
  await desk?.stop();
});

/** A request context signed in through the desk's own form. */
async function signedIn(who: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await api.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const r = await ctx.post('/desk/sign-in/', { form: who, maxRedirects: 0 });
  expect(r.status()).toBe(303);
  expect(r.headers()['location']).toBe('/desk/');
  return ctx;
}

const ROUTES: Array<{ method: 'GET' | 'POST'; path: string; form?: Record<string, string>; helper: number }> = [
  { method: 'GET', path: '/desk/', helper: 200 },
  { method: 'GET', path: '/desk/rulings/', helper: 200 },
  { method: 'GET', path: '/desk/predictions/', helper: 200 },
  { method: 'GET', path: '/api/desk/records', helper: 403 },
  { method: 'POST', path: '/desk/records/', form: { kind: 'question', id: question.id, state: 'read' }, helper: 303 },
  { method: 'POST', path: '/desk/records/', form: { kind: 'question', id: crypto.randomUUID(), action: 'delete' }, helper: 403 },
  { method: 'POST', path: '/desk/rulings/save/', form: { rules: 'move-action', versions: 'v0.2', text: 'x', status: 'provisional' }, helper: 403 },
  { method: 'POST', path: '/desk/rulings/withdraw/', form: { id: crypto.randomUUID() }, helper: 403 },
  { method: 'GET', path: '/desk/preview/', helper: 200 },
  { method: 'POST', path: '/desk/publish/', form: {}, helper: 403 },
  { method: 'POST', path: '/desk/leave-out/', form: { report: crypto.randomUUID() }, helper: 403 },
  { method: 'POST', path: '/desk/helpers/', form: { email: 'x@example.org', name: 'x', password: 'short' }, helper: 403 },
];
const send = (ctx: APIRequestContext, r: (typeof ROUTES)[number]) =>
  r.method === 'GET' ? ctx.get(r.path, { maxRedirects: 0 }) : ctx.post(r.path, { form: r.form ?? {}, maxRedirects: 0 });

test('every desk route: 401 signed out, 403 for what a helper may not, allowed for the designer', async () => {
  const designer = await signedIn(DESIGNER);
  const added = await designer.post('/desk/helpers/', { form: { ...HELPER, name: 'A Helper', back: '/desk/' }, maxRedirects: 0 });
  expect(added.headers()['location']).toBe('/desk/?done=helper');
  const out = await api.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const helper = await signedIn(HELPER);
  for (const r of ROUTES) {
    expect((await send(out, r)).status(), `${r.method} ${r.path} signed out`).toBe(401);
    expect((await send(helper, r)).status(), `${r.method} ${r.path} as helper`).toBe(r.helper);
    expect([200, 303], `${r.method} ${r.path} as designer`).toContain((await send(designer, r)).status());
  }
  const records = await (await designer.get('/api/desk/records')).json();
  expect(records.records.map((x: { id: string; name?: string }) => [x.id, x.name])).toContainEqual([question.id, NAME]);
  // The desk never tells anyone a password, and the server never logs one.
  for (const page of ['/desk/', '/desk/rulings/']) expect(await (await designer.get(page)).text()).not.toContain(DESIGNER.password);
  expect(desk!.server.log()).not.toContain(DESIGNER.password);
  expect(desk!.server.log()).not.toContain(HELPER.password);
});

test('a form posted from another site, or with no origin, is refused even with a session', async () => {
  const designer = await signedIn(DESIGNER);
  const evil = await designer.post('/desk/publish/', { form: {}, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(evil.status()).toBe(403);
  const none = await designer.post('/desk/records/', {
    form: { kind: 'question', id: question.id, state: 'set-aside' },
    headers: { origin: '' },
    maxRedirects: 0,
  });
  expect(none.status()).toBe(403);
  const signInElsewhere = await (
    await api.newContext({ baseURL: BASE })
  ).post('/desk/sign-in/', { form: DESIGNER, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(signInElsewhere.status()).toBe(403);
});

test('a session planted before signing in is never the one signed in (fixation)', async ({ page, context }) => {
  await context.addCookies([{ name: 'better-auth.session_token', value: 'planted-by-someone-else.x', url: BASE }]);
  await page.goto(BASE + '/desk/');
  await page.getByLabel('Email').fill(DESIGNER.email);
  await page.getByLabel('Password').fill(DESIGNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Philip Sibbering (designer)')).toBeVisible();
  const token = (await context.cookies(BASE)).find((c) => c.name === 'better-auth.session_token')!;
  expect(token.value).not.toContain('planted');
  expect(token.httpOnly).toBe(true);
  expect(token.sameSite).toBe('Strict');
});

test('sign in, triage, answer with a ruling, publish; the ruling on the rule page after the build; no name or unpublished text anywhere', async ({ page }) => {
  await page.goto(BASE + '/desk/');
  await expect(page).toHaveTitle(/designer's desk/);
  await page.getByLabel('Email').fill(DESIGNER.email);
  await page.getByLabel('Password').fill(DESIGNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const item = page.getByRole('article', { name: /^Rule 26: The Move Action \(v0\.2\)/ });
  await expect(item).toContainText(SCRIPT);
  await expect(item).toContainText(NAME);
  await expect(page.getByRole('article', { name: /^v0\.2, fragment1: draw after 12 Turns/ })).toContainText(`${UNPUBLISHED} ${SCRIPT}`);
  expect(await page.evaluate(() => (window as unknown as { sowCanary?: number }).sowCanary)).toBeUndefined();
  expect((await new AxeBuilder({ page }).include('.desk').analyze()).violations).toEqual([]);
  // Triage.
  await item.getByLabel('State').selectOption('will-change-next-draft');
  await item.getByRole('button', { name: 'Save state' }).click();
  await expect(page.locator('.desk').getByRole('status')).toHaveText('State saved.');
  await expect(page.getByRole('article', { name: /^Rule 26: The Move Action \(v0\.2\)/ })).toContainText('will-change-next-draft');
  // Search finds it by its words.
  await page.getByLabel('Words').fill('stop short');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
  // Answer.
  await page.getByRole('link', { name: 'Answer with a ruling' }).click();
  // The question by its words (issue 39 item 11), carried by the form as its id.
  await expect(page.getByRole('group', { name: 'Questions it answers' })).toContainText(question.text);
  await expect(page.locator('input[type="hidden"][name="answers"]')).toHaveValue(question.id);
  await expect(page.getByLabel('Rules it is on (stable ids, e.g. move-action)')).toHaveValue('move-action');
  await page.getByLabel('Your ruling').fill('A Move may stop short: anything up to 2 inches.');
  await page.getByRole('radio', { name: 'confirmed' }).first().check();
  await page.getByLabel('Engine ruling it settles (optional)').selectOption('move-distance=up-to');
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await expect(page.locator('.desk').getByRole('status')).toContainText('Ruling saved');
  await expect(page.getByRole('heading', { name: /^Confirmed: move-action \(v0\.2\)/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.desk').analyze()).violations).toEqual([]);
  // Publish.
  await page.getByRole('link', { name: 'Preview and publish' }).click();
  await page.getByRole('button', { name: 'Publish rulings and counts' }).click();
  await expect(page.locator('.desk').getByRole('status')).toContainText('Published');
  const published = {
    'rulings.yaml': readFileSync(join(content, 'rulings.yaml'), 'utf8'),
    'playtests.yaml': readFileSync(join(content, 'playtests.yaml'), 'utf8'),
  };
  // Every reader sees it after the build.
  const build = await fixtureBuild((c) => writeFiles(c, published));
  try {
    await page.goto(build.server.url + '/v0.2/rules/26/');
    await expect(page.getByRole('region', { name: "Designer's rulings" })).toContainText('Confirmed · Philip Sibbering');
    await expect(page.getByRole('region', { name: "Designer's rulings" })).toContainText('A Move may stop short: anything up to 2 inches.');
    const files: string[] = [];
    const walk = (d: string) => {
      for (const f of readdirSync(d)) {
        if (statSync(join(d, f)).isDirectory()) walk(join(d, f));
        else files.push(join(d, f));
      }
    };
    walk(build.site);
    const leaks = files
      .filter((f) => /\.(html|json|xml|txt|js|yaml)$/.test(f))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        return text.includes(NAME) || text.includes(UNPUBLISHED) || text.includes('sowCanary');
      });
    expect(leaks).toEqual([]);
  } finally {
    await build.remove();
  }
});

test("the desk computes the engine's predictions for today's reports in a worker, with progress, as sow sim does", async ({ page }) => {
  await page.goto(BASE + '/desk/');
  await page.getByLabel('Email').fill(DESIGNER.email);
  await page.getByLabel('Password').fill(DESIGNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Predictions' }).click();
  const block = page.getByRole('region', { name: /^v0\.2: 1 game/ });
  await expect(block.getByRole('row', { name: /^Draw/ })).toContainText('1 of 1: 100.0% (20.7% to 100.0%)');
  await block.getByRole('button', { name: "Compute the engine's predictions" }).click();
  await expect(block.getByRole('status')).toHaveText('Done: 5 policy pairs.', { timeout: 120_000 });
  // The ruling of the test before settled move-distance for v0.2 today; this game was played on 2026-11-20,
  // before it, so the worker plays the sheet's reading (the rules of the game's day: `sow … --on 2026-11-20`).
  await expect(block.getByRole('heading')).toContainText("played before the designer's ruling on move-distance");
  const sim = JSON.parse(
    execFileSync(
      process.execPath,
      [
        'bin/sow.js',
        'sim',
        '--games',
        '2000',
        '--seed',
        '1',
        '--ruleset',
        'v0.2',
        '--move-distance',
        'exact',
        '--instigator',
        'random',
        '--retaliator',
        'random',
        '--json',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    ),
  );
  const headers = await block.getByRole('columnheader').allInnerTexts();
  const cells = await block
    .getByRole('row', { name: /^Instigator wins/ })
    .getByRole('cell')
    .allInnerTexts();
  expect(cells[headers.indexOf('random v random') - 1]).toBe(`${((sim.instigatorWins / sim.games) * 100).toFixed(1)}%`);
  await expect(block.getByText("Plays unlike any of the engine's policies")).toHaveCount(0);
});
