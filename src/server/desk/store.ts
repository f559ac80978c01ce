// The desk's reading and writing of the database: the inbox (new first), states, deletion, the rules
// asked about most, the rulings and their history, and publishing them (the database's publication and
// the committed snapshot files).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CatalogError, type Catalog } from '../../catalog/catalog.ts';
import { ruledOn } from '../../catalog/version-rules.ts';
import { MAX_RULING_TEXT, RULING_STATUSES, type DesignerRuling, type RulingStatus } from '../../catalog/designer-rulings.ts';
import type { Database, QuestionRow, ReportRow } from '../db/schema.ts';
import { RECORD_STATES, type RecordKind, type RecordState } from '../../shared/record-schema.ts';
import { exportedQuestion, exportedReport, type Exported } from '../records/store.ts';
import { publishedFiles, rulingsFile, tallies, writePublished, type TallyReport } from './publish.ts';
import type { SystemId } from '../../engine/index.ts';
import './migrations.ts';
import { recordPublication, type Published } from '../published/store.ts';
import type { ArrivedReport } from '../published/preview.ts';

export class DeskInputError extends Error {}

export interface InboxFilter {
  version?: string;
  rule?: string;
  /** Words to find in a question's text or a report's notes and questions. */
  q?: string;
  state?: RecordState;
}

/** The longest search the desk takes. */
export const MAX_SEARCH = 200;

const TABLE = { report: 'reports', question: 'questions' } as const;

/** Records for the inbox: `new` first, then newest first; at most `limit` of each kind. */
export async function inbox(db: Kysely<Database>, f: InboxFilter, limit = 200): Promise<{ questions: QuestionRow[]; reports: ReportRow[] }> {
  // Words as a person types them: no NUL (PostgreSQL's text cannot hold one) and no unpaired surrogate.
  const q = f.q?.replaceAll('\u0000', '').toWellFormed().trim().slice(0, MAX_SEARCH);
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const newFirst = sql<number>`case when state = 'new' then 0 else 1 end`;
  const questions = await db
    .selectFrom('questions')
    .selectAll()
    .$if(f.version !== undefined, (x) => x.where('version', '=', f.version!))
    .$if(f.rule !== undefined, (x) => x.where('rule', '=', f.rule!))
    .$if(f.state !== undefined, (x) => x.where('state', '=', f.state!))
    .$if(like !== undefined, (x) => x.where(sql<boolean>`text ilike ${like}`))
    .orderBy(newFirst)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
  const reports = await db
    .selectFrom('reports')
    .selectAll()
    .$if(f.version !== undefined, (x) => x.where('version', '=', f.version!))
    .$if(f.rule !== undefined, (x) => x.where(sql<boolean>`questions @> ${JSON.stringify([{ rule: f.rule }])}::jsonb`))
    .$if(f.state !== undefined, (x) => x.where('state', '=', f.state!))
    // What a person wrote: the notes and each question's text, never the stored JSON around them.
    .$if(like !== undefined, (x) =>
      x.where(
        sql<boolean>`(coalesce(notes, '') ilike ${like} or exists (select 1 from jsonb_array_elements(questions) as asked where asked->>'text' ilike ${like}))`,
      ),
    )
    .orderBy(newFirst)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
  return { questions, reports };
}

/** The questions with these ids (at most 50), for a ruling's form to show their words rather than their ids. */
export async function questionsById(db: Kysely<Database>, ids: readonly string[]): Promise<Array<Pick<QuestionRow, 'id' | 'version' | 'rule' | 'text'>>> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const wanted = ids.filter((id) => uuid.test(id)).slice(0, 50);
  if (wanted.length === 0) return [];
  return db.selectFrom('questions').select(['id', 'version', 'rule', 'text']).where('id', 'in', wanted).execute();
}

export function isKind(v: unknown): v is RecordKind {
  return v === 'report' || v === 'question';
}

export function isState(v: unknown): v is RecordState {
  return (RECORD_STATES as readonly unknown[]).includes(v);
}

export async function setState(db: Kysely<Database>, kind: RecordKind, id: string, state: RecordState): Promise<boolean> {
  const r = await db.updateTable(TABLE[kind]).set({ state }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Spam, deleted for good (the designer's alone: the route checks). */
export async function deleteRecord(db: Kysely<Database>, kind: RecordKind, id: string): Promise<boolean> {
  const r = await db.deleteFrom(TABLE[kind]).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Questions per rule of each version, from the question form and from reports' questions. */
export async function questionCounts(db: Kysely<Database>): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  const add = (version: string, rule: string) => {
    const m = counts.get(version) ?? new Map<string, number>();
    m.set(rule, (m.get(rule) ?? 0) + 1);
    counts.set(version, m);
  };
  for (const q of await db.selectFrom('questions').select(['version', 'rule']).where('rule', 'is not', null).execute()) add(q.version, q.rule!);
  for (const r of await db.selectFrom('reports').select(['version', 'questions']).execute()) for (const q of r.questions) add(r.version, q.rule);
  return counts;
}

/** Every record as JSON (GET /api/desk/records). */
export async function deskRecords(db: Kysely<Database>): Promise<Exported[]> {
  const reports = await db.selectFrom('reports').selectAll().orderBy('received_at', 'desc').execute();
  const questions = await db.selectFrom('questions').selectAll().orderBy('received_at', 'desc').execute();
  return [...questions.map(exportedQuestion), ...reports.map(exportedReport)];
}

// ---- Rulings ----

export interface RulingInput {
  answers: string[];
  rules: string[];
  versions: string[];
  text: string;
  status: RulingStatus;
  settles: DesignerRuling['settles'];
}

const today = () => new Date().toISOString().slice(0, 10);

const settledWords = (settles: DesignerRuling['settles']) =>
  Object.entries(settles)
    .map(([v, x]) => `${x.ruling} ${x.value} for ${v}`)
    .join(', ') || 'nothing';

function toRuling(r: Awaited<ReturnType<typeof rulingRows>>[number]): DesignerRuling {
  return {
    id: r.id,
    answers: r.answers,
    rules: r.rules,
    versions: r.versions,
    text: r.text,
    status: r.status as RulingStatus,
    by: r.by_name,
    published: r.published_on,
    updated: r.updated_on,
    settles: r.settles as DesignerRuling['settles'],
    history: r.history as DesignerRuling['history'],
    withdrawn: r.withdrawn,
  };
}

const rulingRows = (db: Kysely<Database>) => db.selectFrom('rulings').selectAll().orderBy('published_on').orderBy('id').execute();

export async function listRulings(db: Kysely<Database>): Promise<DesignerRuling[]> {
  return (await rulingRows(db)).map(toRuling);
}

/**
 * A new or edited ruling, checked as the build will check it (catalog, engine rulings, one settled value
 * per question), so the desk never stores a ruling that would stop the build. An edit keeps the earlier
 * wording and status in its history.
 */
export function makeRuling(catalog: Catalog, input: RulingInput, by: string, others: DesignerRuling[], id?: string): DesignerRuling {
  if (input.text.trim() === '' || input.text.length > MAX_RULING_TEXT) throw new DeskInputError(`the ruling's text must be 1 to ${MAX_RULING_TEXT} characters`);
  if (!RULING_STATUSES.includes(input.status)) throw new DeskInputError(`status must be one of ${RULING_STATUSES.join(', ')}`);
  const before = others.find((r) => r.id === id);
  if (before?.withdrawn) throw new DeskInputError('a withdrawn ruling stays as it was withdrawn: make a new ruling instead');
  // Reading `settles-fixed-after-its-day`: games are held against the rulings in force on their day, so
  // what a ruling settles may change only on the day it was made; after that, a change would rewrite the
  // rules games were already played under.
  if (before && before.published !== today() && JSON.stringify(before.settles) !== JSON.stringify(input.settles))
    throw new DeskInputError(
      `this ruling has settled ${settledWords(before.settles)} since ${before.published}, and games may have been played under it: ` +
        'withdraw it and make a new ruling to change what it settles',
    );
  const ruling: DesignerRuling = {
    id: id ?? randomUUID(),
    answers: input.answers,
    rules: input.rules,
    versions: input.versions,
    text: input.text,
    status: input.status,
    by,
    published: before?.published ?? today(),
    updated: today(),
    settles: input.settles,
    history: before
      ? [
          ...before.history,
          ...(before.text !== input.text || before.status !== input.status ? [{ on: before.updated, text: before.text, status: before.status }] : []),
        ]
      : [],
    withdrawn: before?.withdrawn ?? false,
  };
  try {
    rulingsFile(catalog, '.', [...others.filter((r) => r.id !== ruling.id), ruling]);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    // The file's place means nothing at the desk; the field, value and what is allowed do.
    throw new DeskInputError(error.message.replace(/^[^:]+:\d+:\d+: /, '').replace(/rulings\[\d+\]\./, ''));
  }
  return ruling;
}

async function putRuling(db: Kysely<Database>, r: DesignerRuling): Promise<void> {
  const row = {
    id: r.id,
    answers: JSON.stringify(r.answers),
    rules: JSON.stringify(r.rules),
    versions: JSON.stringify(r.versions),
    text: r.text,
    status: r.status,
    by_name: r.by,
    settles: JSON.stringify(r.settles),
    history: JSON.stringify(r.history),
    withdrawn: r.withdrawn,
    published_on: r.published,
    updated_on: r.updated,
  };
  await db
    .insertInto('rulings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Saves a new or edited ruling (an edit keeps the earlier wording in its history) and marks the questions it answers. */
export async function saveRuling(db: Kysely<Database>, ruling: DesignerRuling): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await putRuling(tx, ruling);
    if (ruling.answers.length > 0) await tx.updateTable('questions').set({ state: 'answered' }).where('id', 'in', ruling.answers).execute();
  });
}

/** Withdrawn: kept and shown as withdrawn, settling nothing. */
export async function withdrawRuling(db: Kysely<Database>, id: string): Promise<boolean> {
  const r = await db.updateTable('rulings').set({ withdrawn: true, updated_on: today() }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Every report the tallies count: all but those the designer set aside (deleted ones are gone). Unread
 * ones count (reading `unread-counts`): a game is evidence whether or not he has opened it, and the
 * preview shows how many are unread before anything goes out.
 */
export async function tallyReports(db: Kysely<Database>): Promise<TallyReport[]> {
  const reports = await db
    .selectFrom('reports')
    .select(['version', 'system', 'rulings', 'params', 'per_side', 'played_on', 'result', 'turns', 'minutes', 'questions'])
    .where('state', '!=', 'set-aside')
    .execute();
  // The column is text; the record schema let only the engine's system ids in.
  return reports.map(({ per_side, played_on, ...r }) => ({ ...r, system: r.system as SystemId, perSide: per_side, playedOn: played_on }));
}

/** The reports a Publish would count, as burst-finding reads them (src/server/published/preview.ts), and whether each is unread. */
export async function arrivedReports(db: Kysely<Database>): Promise<Array<ArrivedReport & { unread: boolean }>> {
  const rows = await db
    .selectFrom('reports')
    .select([
      'id',
      'received_at',
      'name',
      'state',
      'version',
      'system',
      'rulings',
      'params',
      'per_side',
      'played_on',
      'result',
      'turns',
      'left_instigator',
      'left_retaliator',
    ])
    .where('state', '!=', 'set-aside')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    receivedAt: new Date(r.received_at),
    name: r.name,
    unread: r.state === 'new',
    game: JSON.stringify([r.version, r.system, r.rulings, r.params, r.per_side, r.played_on, r.result, r.turns, r.left_instigator, r.left_retaliator]),
  }));
}

/** Sets these reports aside in one step (a burst the designer leaves out); returns how many were. */
export async function leaveOut(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.updateTable('reports').set({ state: 'set-aside' }).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** What a Publish would send out now: every ruling, and the counts of what the tallies count. */
export async function toPublish(db: Kysely<Database>, catalog: Catalog): Promise<{ rulings: DesignerRuling[]; counted: ReturnType<typeof tallies> }> {
  const rulings = await listRulings(db);
  const questions = await db.selectFrom('questions').select(['version', 'rule']).where('state', '!=', 'set-aside').execute();
  // Each report under the rulings in force on its day, as they are published.
  return { rulings, counted: tallies(await tallyReports(db), questions, ruledOn(catalog, rulings)) };
}

/**
 * Publishes: one publication row (what went out, when, by whom: readers see it at once), and the
 * committed snapshot files, each written whole. Both or neither: the row is stored in a transaction
 * that commits only once the files are written.
 */
export async function publish(db: Kysely<Database>, catalog: Catalog, contentDir: string, by: string): Promise<{ files: string[]; publication: Published }> {
  const { rulings, counted } = await toPublish(db, catalog);
  const texts = publishedFiles(catalog, contentDir, rulings, counted);
  return db.transaction().execute(async (tx) => {
    const publication = await recordPublication(tx, by, rulings, counted);
    return { files: writePublished(contentDir, texts), publication };
  });
}
