// Shared steps for the widget browser tests: open a page, bring its widget into view so it hydrates
// (client:visible), and collect anything the page writes to the console as an error.
import { expect, type Page } from '@playwright/test';
import { SERVICE_WORKER } from '../../../src/site/client/offline.ts';

export const presetPage = (type: string, preset: string, version = 'v0.1f') => `/play/widgets/${version}/${type}/${preset}/`;

/** Errors the page reported: console.error and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // A static host (the tests' own static servers) has no server for the live rulings' island: its
    // 404 leaves the rulings the page was built with (src/components/DesignerRulings.astro).
    if (m.type() === 'error' && !m.location().url.includes('/_server-islands/')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Scrolls every island into view and waits until all of them have hydrated. */
/** Waits for the page's islands to load; `touchGames` wakes the Game widgets as a reader's first touch would. */
export async function hydrate(page: Page, touchGames = true): Promise<void> {
  const islands = page.locator('astro-island');
  const n = await islands.count();
  for (let i = 0; i < n; i++) await islands.nth(i).scrollIntoViewIfNeeded();
  // client:interaction islands (the what-if control, the snap widget) wait for the reader's first touch;
  // the Game, the Match and the Match pairing are played by touching them: wake them as a touch would.
  const games = page.locator(
    'astro-island[ssr][client="interaction"]:is([component-url*="/Game."], [component-url*="/Match."], [component-url*="/MatchPairing."])',
  );
  if (!touchGames) return expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
  // In one go in the page: an island a shared link wakes by itself may hydrate between a count and a touch.
  await games.evaluateAll((els) => els.forEach((el) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))));
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
  await expect(games).toHaveCount(0);
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrate(page);
}

/** Copy link, then read the link the widget shows (clipboard access varies between browsers). */
export async function copyLink(region: ReturnType<Page['getByRole']>): Promise<string> {
  await region.getByRole('button', { name: 'Copy link' }).click();
  const field = region.getByRole('textbox', { name: "Link to this widget's state" });
  await expect(field).toBeVisible();
  return field.inputValue();
}

/** The service worker's registration (src/site/client/offline.ts), the one script every page carries, known by what it does. */
export const isRegistration = (text: string): boolean => text.includes('serviceWorker') && text.includes(SERVICE_WORKER);

/**
 * The loader of the designer's rulings' server island (src/components/DesignerRulings.astro), inline on
 * every rule and history page: Astro's few lines that fetch the newest publication's rulings.
 */
export const isLiveRulings = (text: string): boolean => text.includes('replaceServerIsland');

/** The page's <script> elements other than the service worker's registration and the live rulings' loader (their src, or their text). */
export function otherScripts(page: Page): Promise<string[]> {
  return page
    .$$eval('script', (els) => els.map((el) => el.getAttribute('src') ?? el.textContent ?? ''))
    .then((all) => all.filter((s) => !isRegistration(s) && !isLiveRulings(s)));
}
