// A build whose output a real warning does not drown in: Astro's own notices about its generated
// modules are left out, and the build ends with a short summary.
import type { AstroIntegration, ViteUserConfig } from 'astro';
import type { Catalog } from '../catalog/catalog.ts';

interface BundlerLog {
  code?: string | undefined;
  message: string;
}

/**
 * Astro marks the module it generates for each content entry's styles ("…mdx?astroPropagatedAssets")
 * with the directive "use astro:head-inject", which its own plugins read before bundling; rolldown then
 * warns, once per MDX file, that the directive "may not be preserved" (withastro/astro#18087). Nothing
 * in our files causes or can remove it, so exactly that notice is dropped; every other warning shows.
 */
export function isAstroHeadInjectNotice(log: BundlerLog): boolean {
  return log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use astro:head-inject"') && log.message.includes('?astroPropagatedAssets');
}

/**
 * The page-rendering phase of a build, the figure issue 38 holds against Starlight's pace. The goal is
 * relative (at most 1.5 times Starlight's per page), and this machine's pace swings by up to ×2 within a
 * day: a build, with no Starlight beside it, states its figure and leaves the verdict to bench:build.
 */
export function renderPace(ms: number, pages: number): string {
  const each = pages > 0 ? ms / pages : 0;
  return `Pages rendered in ${(ms / 1000).toFixed(1)} s, ${each.toFixed(1)} ms a file written (goal at most 1.5× Starlight's pace: \`npm run bench:build\` measures both side by side).`;
}

export function quietBuild(catalog: () => Catalog): AstroIntegration {
  let warnings = 0;
  let dropped = 0;
  // Astro calls build:ssr once the bundles are written, just before it renders the pages, and
  // build:generated when the last page is written: between them is the rendering alone.
  let renderStart = 0;
  let renderMs = 0;
  return {
    name: 'sow-quiet-build',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const vite: ViteUserConfig = {
          plugins: [
            {
              name: 'sow-quiet-build',
              configEnvironment: () => ({
                build: {
                  rolldownOptions: {
                    onLog(level, log, handler) {
                      if (level === 'warn' && isAstroHeadInjectNotice(log)) {
                        dropped += 1;
                        return;
                      }
                      if (level === 'warn') warnings += 1;
                      handler(level, log);
                    },
                  },
                },
              }),
            },
          ],
        };
        updateConfig({ vite });
      },
      'astro:build:ssr': () => {
        renderStart = performance.now();
      },
      'astro:build:generated': () => {
        if (renderStart) renderMs = performance.now() - renderStart;
      },
      'astro:build:done': ({ pages, assets, logger }) => {
        const c = catalog();
        const drafts = c.versions.filter((v) => v.status === 'draft').map((v) => v.id);
        const rules = c.versions.reduce((n, v) => n + c.rules(v.id).length, 0);
        logger.info(
          `Summary: ${c.versions.length} versions (${c.versions.map((v) => `${v.id} ${v.status}`).join(', ')}), ${rules} rules, ${pages.length} pages; ` +
            `${warnings} bundler warning${warnings === 1 ? '' : 's'} above${dropped ? ` (and ${dropped} notices of Astro's about its own generated modules, not shown)` : ''}` +
            `${drafts.length ? `; draft${drafts.length === 1 ? '' : 's'} ${drafts.join(', ')} never the default version` : ''}. ` +
            // From the start of the process (`astro build`), so the figure is the wait a person sees, not one phase of it.
            `Built in ${process.uptime().toFixed(1)} s wall time.`,
        );
        // Every file the rendering wrote (pages, feeds and JSON alike), as Astro lists them by route.
        const written = [...assets.values()].reduce((n, files) => n + files.length, 0);
        if (renderMs) logger.info(renderPace(renderMs, written));
      },
    },
  };
}
