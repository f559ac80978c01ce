// What the desk says after a Publish, in plain words: who sees what, and when. No git, no terminal.
import type { Published } from './store.ts';

export function publishedMessage(p: Pick<Published, 'id' | 'by' | 'rulings' | 'tallies'>): string {
  const rulings = p.rulings.filter((r) => !r.withdrawn).length;
  const games = p.tallies.tallies.reduce((n, t) => n + t.results.instigator + t.results.retaliator + t.results.draw + t.results.unfinished, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Published (number ${p.id}, by ${p.by}): ${plural(rulings, 'ruling', 'rulings')} in force and ${plural(games, 'game', 'games')} counted. ` + WHO_SEES;
}

/** Who sees a publication, and when. */
export const WHO_SEES =
  'Everyone reading this site sees them within a minute on the rule pages, the rule history pages, the Playtests page, the JSON files and the feed; ' +
  'nobody needs to do anything more. A reader with the handbook saved offline sees them the next time their device is online. ' +
  'The rulings and counts are also saved in the content folder, so a copy of the handbook made from that folder shows them too.';
