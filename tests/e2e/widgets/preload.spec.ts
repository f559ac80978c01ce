// Issue 38: a widget's scripts are asked for at once when a pointer comes over it (modulepreload
// links from the list the build wrote on the island), not before, and it still waits for a touch to run.
import { expect, test } from '@playwright/test';

// A rule page's first widget, and /play/'s game (the touch with the most scripts).
for (const path of ['/v0.1f/rules/25/', '/play/'])
  test(`${path}: a pointer over a widget preloads every script its hydration imports, few enough for two waves, and nothing before`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(path);
    const island = page.locator('astro-island[ssr][client="interaction"][data-preload]').first();
    const list = (await island.getAttribute('data-preload'))!.split(' ');
    const component = (await island.getAttribute('component-url'))!;
    const base = new URL(component, page.url());
    // The component's own imports are on the list: nothing waits for the component to arrive to be asked for.
    const own = [...(await (await page.request.get(component)).text()).matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(own.length).toBeGreaterThan(3);
    expect(own.filter((f) => !list.includes(f))).toEqual([]);
    // With the component and the renderer, two waves of a browser's six connections a host (HTTP/1.1).
    expect(list.length + 2).toBeLessThanOrEqual(12);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    expect(scripts.filter((s) => s.startsWith('/_astro/'))).toEqual([]);

    await island.locator('> *').first().hover();
    const wanted = list.map((f) => new URL(f, base).pathname);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(wanted.length);
    await expect.poll(() => [...wanted, base.pathname].filter((f) => !scripts.includes(f))).toEqual([]);
    // Fetched, not run: the widget waits for a touch.
    await expect(island).toHaveAttribute('ssr', '');
  });
