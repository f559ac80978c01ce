// The Collapse-o-Snap widget in a real browser, driven by its accessible names and checked against the
// engine's snapChain. It hydrates on the reader's first touch (client:interaction), so every test here
// starts by touching it, never by waiting for it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { snapChain, type Scenario } from '../../../src/engine/index.ts';
import { initialState } from '../../unit/systems.ts';
import { encodeState } from '../../../src/shared/link-codec.ts';
import { deployScenario } from '../../../src/widgets/models/deploy.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { longestChain } from '../../../src/widgets/models/snap-model.ts';
import { copyLink, presetPage, watchErrors } from './helpers.ts';

const edgePage = presetPage('snap', 'edge-and-middle');
const region = (page: Page) => page.getByRole('region', { name: 'Collapse-o-Snap' });
const log = (page: Page) => region(page).getByRole('log', { name: 'Collapse-o-Snap log' });
const button = (page: Page, name: string) => region(page).getByRole('button', { name, exact: true });

/** The snaps as the engine's sentences start: "Redge snaps to Imid". */
function engineSnaps(scenario: Scenario, instigator: string, retaliator: string): string[] {
  return snapChain(initialState(scenario), instigator, retaliator).snaps.map((s) => `${s.active} snaps to ${s.snapsTo}`);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('edge and middle: Iedge attempts Redge and the snaps lead back to the middle pair', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(edgePage);
  const w = region(page);
  // The first touch is a choice in a list: it hydrates the widget, which then sees the choice.
  await w.getByLabel('Instigator combatant').selectOption('Iedge');
  await w.getByLabel('Target (Retaliator combatant)').selectOption('Redge');
  await button(page, 'Attempt this Match').click();
  await expect(log(page)).toContainText('Attempt: Iedge tries to Match Redge');
  const { scenario } = presetFor('snap', 'edge-and-middle', 'v0.1f').preset;
  const snaps = engineSnaps(scenario, 'Iedge', 'Redge');
  expect(snaps).toEqual(['Redge snaps to Imid', 'Imid snaps to Rmid', 'Rmid snaps to Imid']);
  for (const [k, s] of snaps.entries()) {
    await expect(button(page, 'Form the Match')).toBeDisabled();
    await button(page, 'Next snap').click();
    await expect(
      log(page)
        .getByRole('listitem')
        .nth(k + 1),
    ).toContainText(s);
  }
  await expect(log(page)).toContainText('Redge snaps to Imid, its closest unMatched enemy, 6.21 in away, rather than Iedge (12.6 in)');
  await expect(log(page)).toContainText('The attempt Iedge v Redge collapses to Imid v Rmid, 0.5 in apart.');
  await expect(log(page).getByRole('link', { name: 'rule 12' }).first()).toHaveAttribute('href', '/v0.1f/rules/12/');
  await expect(button(page, 'Next snap')).toBeDisabled();
  await expect(w.getByRole('button', { name: /^Imid, .*in the Match/ })).toBeVisible();
  await button(page, 'Form the Match').click();
  await expect(log(page)).toContainText('Match formed: Imid v Rmid.');
  await expect(w.getByRole('img', { name: /^Imid, .*Inert/ })).toBeVisible();
  // Attempt again with whoever is left: the edges are each other's only enemy.
  await button(page, 'Attempt this Match').click();
  await button(page, 'Next snap').click();
  await expect(log(page)).toContainText("Redge snaps to Iedge, 12.6 in away: each is the other's closest unMatched enemy, so the snaps stop.");
  await button(page, 'Form the Match').click();
  await expect(log(page)).toContainText(
    "No unMatched pair is left: this Turn's Matches are Imid v Rmid, Iedge v Redge. Closest first forms the same Matches, whatever was attempted.",
  );
  await expect(w.getByRole('list', { name: 'Closest first forms' }).getByRole('listitem')).toHaveText([
    'Imid v Rmid, 0.5 in: formed',
    'Iedge v Redge, 12.6 in: formed',
  ]);
  // Back reopens the last Match; Reset clears the Turn.
  await button(page, 'Back').click();
  await expect(log(page)).not.toContainText('No unMatched pair is left');
  await button(page, 'Reset').click();
  await expect(log(page)).toHaveText('No attempt yet.');
  expect(errors).toEqual([]);
});

test('the ladder: a click is the first touch, and Play all climbs to the far end', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(presetPage('snap', 'ladder'));
  // A click before the widget has hydrated is replayed once it has.
  await button(page, 'Attempt this Match').click();
  await expect(log(page)).toContainText('Attempt: I1 tries to Match R1');
  await button(page, 'Play all').click();
  const { scenario } = presetFor('snap', 'ladder', 'v0.1f').preset;
  const snaps = engineSnaps(scenario, 'I1', 'R1');
  expect(snaps).toHaveLength(5);
  await expect(log(page)).toContainText('collapses to I3 v R3');
  const lines = await log(page).getByRole('listitem').allTextContents();
  expect(lines.slice(1, 6).map((l) => l.split(',')[0]!.split(':')[0])).toEqual(snaps);
  await expect(button(page, 'Play all')).toBeDisabled();
  expect(errors).toEqual([]);
});

test("a random table dealt from a seed is the engine's deployment, and its snaps are the engine's", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(presetPage('snap', 'random'));
  const w = region(page);
  // This test is about the deal, not the first touch (the tests above press before the code is in):
  // wake the island and let it hydrate, so a loaded machine cannot reorder the typing and the wake.
  await w.getByLabel('Seed').focus();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await w.getByLabel('Seed').fill('123');
  await w.getByLabel('Seed').blur();
  await button(page, 'Deal a random table').click();
  const scenario = deployScenario(123, 'v0.1f');
  for (const c of scenario.combatants)
    await expect(
      w.getByRole('button', { name: new RegExp(`^${c.id}, .* at ${Math.round(c.x * 10) / 10} in across, ${Math.round(c.y * 10) / 10} in from`) }),
    ).toBeVisible();
  const { instigator, retaliator } = longestChain(scenario);
  await expect(w.getByLabel('Instigator combatant')).toHaveValue(instigator);
  await expect(w.getByLabel('Target (Retaliator combatant)')).toHaveValue(retaliator);
  await button(page, 'Attempt this Match').click();
  for (const s of engineSnaps(scenario, instigator, retaliator)) {
    await button(page, 'Next snap').click();
    await expect(log(page)).toContainText(s);
  }
  await expect(button(page, 'Form the Match')).toBeEnabled();
  // Out of range: the browser flags it and the widget keeps its last good seed.
  await w.getByLabel('Seed').fill('4294967296');
  await w.getByLabel('Seed').blur();
  expect(await w.getByLabel('Seed').evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
  expect(errors).toEqual([]);
});

test('Copy link opens the same attempt at the same snap, and it plays on from there', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto(edgePage);
  await button(page, 'Attempt this Match').click();
  await button(page, 'Next snap').click();
  await button(page, 'Next snap').click();
  await expect(log(page)).toContainText('Imid snaps to Rmid');
  const href = await copyLink(region(page));
  const other = await context.newPage();
  const otherErrors = watchErrors(other);
  // A link hydrates the widget at once: nothing is touched here before the state shows.
  await other.goto(href);
  await expect(log(other)).toContainText('Imid snaps to Rmid');
  await expect(log(other)).not.toContainText('Rmid snaps to Imid');
  await button(other, 'Next snap').click();
  await expect(log(other)).toContainText('collapses to Imid v Rmid');
  expect([...errors, ...otherErrors]).toEqual([]);
});

test('a malformed link shows a message and the preset, never a blank widget', async ({ page }) => {
  const errors = watchErrors(page);
  const { scenario } = presetFor('snap', 'edge-and-middle', 'v0.1f').preset;
  const sameSide = encodeState({ scenario, decisions: [{ type: 'pick-match', instigator: 'Iedge', retaliator: 'Imid' }] });
  await page.goto(`${edgePage}?w.snap-edge-and-middle=${sameSide}`);
  await expect(region(page).getByRole('alert')).toContainText('Iedge and Imid are on the same side');
  await expect(region(page).getByRole('alert')).toContainText('shows its starting position instead.');
  await expect(log(page)).toHaveText('No attempt yet.');
  await expect(region(page).getByRole('button', { name: /^Redge, Retaliator/ })).toBeVisible();
  await page.goto(`${edgePage}?w.snap-edge-and-middle=not*base64`);
  await expect(region(page).getByRole('alert')).toContainText('not base64url');
  await button(page, 'Attempt this Match').click();
  await expect(log(page)).toContainText('Attempt: Iedge tries to Match Redge');
  expect(errors).toEqual([]);
});

test('keyboard only: choose bases with Enter and Space, attempt, step and form the Match', async ({ page }) => {
  await page.goto(edgePage);
  const w = region(page);
  const imid = w.getByRole('button', { name: /^Imid, Instigator/ });
  await imid.focus();
  await page.keyboard.press('Enter');
  await expect(imid).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  const rmid = w.getByRole('button', { name: /^Rmid, Retaliator/ });
  await expect(rmid).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rmid).toHaveAttribute('aria-pressed', 'true');
  await expect(w.getByLabel('Target (Retaliator combatant)')).toHaveValue('Rmid');
  // Past the last base and both lists to the Attempt button.
  for (let k = 0; k < 4; k++) await page.keyboard.press('Tab');
  await expect(button(page, 'Attempt this Match')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Attempt: Imid tries to Match Rmid');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Next snap')).toBeFocused();
  expect(await button(page, 'Next snap').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('The attempt stands: Imid v Rmid');
  // Next snap has nothing left to show: focus moves on to the step that follows.
  await expect(button(page, 'Form the Match')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(log(page)).toContainText('Match formed: Imid v Rmid.');
  await expect(button(page, 'Attempt this Match')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Attempt: Iedge tries to Match Redge');
});

test('on the explainer, the widget adds no script until touched, then works', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/v0.1f/explainers/how-matches-pair-up/');
  await region(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('/Snap.'))).toEqual([]);
  await button(page, 'Attempt this Match').click();
  await button(page, 'Next snap').click();
  await expect(log(page)).toContainText('Redge snaps to Imid');
  expect(errors).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const)
  test(`axe finds nothing in the snap widget (${scheme}), mid-chain and after a Match`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(edgePage);
    await button(page, 'Attempt this Match').click();
    await button(page, 'Next snap').click();
    await expect(log(page)).toContainText('Redge snaps to Imid');
    const check = async () => {
      const results = await new AxeBuilder({ page }).include('.sow-widget').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
    };
    await check();
    await button(page, 'Play all').click();
    await button(page, 'Form the Match').click();
    await expect(log(page)).toContainText('Match formed');
    await check();
  });
