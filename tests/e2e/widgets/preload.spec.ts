// Issue 38: a widget's scripts are asked for at once when a pointer comes over it (modulepreload
// links from the list the build wrote on the island), not before, and it still waits for a touch to run.
import { expect, test } from '@playwright/test';

test('a pointer over a widget preloads the scripts below its own imports and loads those with it, and nothing before', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/v0.1f/rules/25/');
  const island = page.locator('astro-island[ssr][client="interaction"][data-preload]').first();
  const list = (await island.getAttribute('data-preload'))!.split(' ');
  const component = (await island.getAttribute('component-url'))!;
  // The chunks below the component's own imports: those it names itself load with it as the pointer arrives.
  const own = [...(await (await page.request.get(component)).text()).matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(own.length).toBeGreaterThan(3);
  expect(list.length).toBeGreaterThan(3);
  expect(list.filter((f) => own.includes(f))).toEqual([]);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  expect(scripts.filter((s) => s.startsWith('/_astro/'))).toEqual([]);

  await island.locator('> *').first().hover();
  const wanted = list.map((f) => new URL(f, new URL(component, page.url())).pathname);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(wanted.length);
  const itsOwn = own.map((f) => new URL(f, new URL(component, page.url())).pathname);
  await expect.poll(() => [...wanted, ...itsOwn].filter((f) => !scripts.includes(f))).toEqual([]);
  // Fetched, not run: the widget waits for a touch.
  await expect(island).toHaveAttribute('ssr', '');
});
