// The packs of saved pages (src/site/offline-packs.ts makes them from the built site) that a page asks the
// service worker to save on a first visit; the page frame's offline note names them (OfflineStatus.astro).

/**
 * The packs the first visit to a page saves: the site's own pages and search, and the version being read;
 * on a practice page, that version's practice questions too (a set links questions never opened).
 */
export function firstVisitPacks(version: string, practice: boolean): string[] {
  return practice ? ['site', version, `practice-${version}`] : ['site', version];
}
