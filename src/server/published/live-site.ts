// What the server renders on request (the rulings', widgets', what-if, Lab and "Settled by" islands, the
// JSON files, the feed, /playtests/, the desk and the page frame they render in) reads through one
// LiveSite: the catalog, the frame's content and the committed snapshot files, read once, and the newest
// publication (PublishedReader). `source()` gives the rules as that publication says, with a memo kept per
// publication: the what-if odds and the Lab's opening figures are worked out once a publication, never a
// request. Reading **one-live-site**: the server makes one LiveSite, as it opens one database (getDb).
import type { Kysely } from 'kysely';
import { loadCatalog, type Catalog } from '../../catalog/catalog.ts';
import { CONTENT_DIR } from '../../catalog/content-dir.ts';
import { loadDesignerRulings } from '../../catalog/designer-rulings.ts';
import { readBuild, type FrameContent } from '../../catalog/frame.ts';
import { loadTallies } from '../../catalog/playtest-tallies.ts';
import { rulesSource, type RulesSource } from '../../catalog/rules-source.ts';
import { hasWarSpike } from '../../catalog/warspike.ts';
import type { AllSystems } from '../../engine/index.ts';
import type { Prediction } from '../../shared/playtest-stats.ts';
import { predict, type PredictionSetting } from '../../shared/predictions.ts';
import { getDb, type Database } from '../db/database.ts';
import { PublishedReader } from './live.ts';
import type { Published } from './store.ts';

export class LiveSite {
  readonly catalog: Catalog;
  /** What the page frame of a page rendered on request reads (the desk, the live /playtests/): read at start. */
  readonly frame: FrameContent;
  readonly #snapshot: Published;
  readonly #reader = new PublishedReader();
  readonly #db: () => Promise<Kysely<Database>>;
  #memo: { publication: number | null; values: Map<string, unknown> } | undefined;
  // A setting's predictions are the same whatever is published (the engine's, seeded): kept for the
  // process, one a setting the tallies name (/playtests/ shows no other).
  readonly #predictions = new Map<string, Prediction[]>();

  constructor(contentDir: string = CONTENT_DIR, db: () => Promise<Kysely<Database>> = getDb) {
    this.catalog = loadCatalog(contentDir);
    this.frame = { catalog: this.catalog, warspike: hasWarSpike(contentDir), build: readBuild() };
    // Read at start, before any Publish of this server rewrites the files: what the build was made from.
    this.#snapshot = { id: null, at: null, by: null, rulings: loadDesignerRulings(contentDir, this.catalog), tallies: loadTallies(contentDir, this.catalog) };
    this.#db = db;
  }

  /** The committed snapshot files, as the build read them. */
  snapshot(): Published {
    return this.#snapshot;
  }

  /** The newest publication (the snapshot while none is in the database, or the last held if it is unreachable). */
  published(): Promise<Published> {
    return this.#reader.current(this.#db, () => this.#snapshot);
  }

  /** How the versions play under the newest publication, with the memo of that publication. */
  async source(): Promise<{ published: Published; source: RulesSource }> {
    const published = await this.published();
    if (this.#memo?.publication !== published.id) this.#memo = { publication: published.id, values: new Map() };
    return { published, source: rulesSource(this.catalog, published.rulings, published.id, this.#memo.values) };
  }

  /** The engine's predictions for a setting of /playtests/, worked out once a process. */
  predicted(setting: PredictionSetting, games: number | undefined, systems: AllSystems): Prediction[] {
    const key = JSON.stringify({ setting, games });
    const held = this.#predictions.get(key);
    if (held) return held;
    const made = predict(setting, systems.of(setting.system), games);
    this.#predictions.set(key, made);
    return made;
  }
}

// The one instance, made on first use (the server's content folder is known by then).
const held: { site?: LiveSite } = {};

/** The server's LiveSite. */
export function liveSite(): LiveSite {
  held.site ??= new LiveSite();
  return held.site;
}
