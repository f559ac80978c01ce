// Records in and out of the database. A record is stored whole or not at all, in a commit it may share
// with others sent at the same time; a record whose id is already stored is left as it was (a retried
// send, an import).
import type { Kysely } from 'kysely';
import type { Database, NewQuestionRow, NewReportRow, QuestionRow, ReportRow } from '../db/schema.ts';
import type { GameReport, RecordState, RuleQuestion } from '../../shared/record-schema.ts';

export type Stored = 'created' | 'exists';

const json = (v: unknown) => JSON.stringify(v);

export function reportRow(r: GameReport): NewReportRow {
  return {
    id: r.id,
    version: r.version,
    system: r.system,
    rulings: json(r.rulings),
    params: json(r.params),
    per_side: r.perSide,
    played_on: r.playedOn,
    result: r.result,
    turns: r.turns,
    left_instigator: r.left.instigator,
    left_retaliator: r.left.retaliator,
    minutes: r.minutes ?? null,
    players: json(r.players ?? null),
    questions: json(r.questions),
    notes: r.notes ?? null,
    game: r.game ?? null,
    name: r.name ?? null,
  };
}

export function questionRow(q: RuleQuestion): NewQuestionRow {
  return { id: q.id, version: q.version, rule: q.rule ?? null, page: q.page ?? null, text: q.text, situation: q.situation ?? null, name: q.name ?? null };
}

/**
 * Group commit. A commit costs a write to disk (PGlite) or a round trip and a WAL flush (PostgreSQL),
 * whatever it holds, so inserts that arrive together share one: while a transaction is being committed,
 * the records that arrive wait, and go together in the next. Each sender's promise settles only after the
 * commit that holds its record, so an acknowledgement still means stored. Nobody waits for a batch to
 * fill: a record arriving at an idle database is committed at once.
 */
type Table = 'reports' | 'questions';
interface Waiting {
  table: Table;
  row: NewReportRow | NewQuestionRow;
  settle: (stored: Stored) => void;
  fail: (error: unknown) => void;
}

/** Rows a commit may hold: far below PostgreSQL's 65,535 parameters a statement (17 a report). */
const MOST_A_COMMIT = 250;

class GroupCommit {
  private readonly db: Kysely<Database>;
  private waiting: Waiting[] = [];
  private committing = false;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  add(table: Table, row: NewReportRow | NewQuestionRow): Promise<Stored> {
    return new Promise((settle, fail) => {
      this.waiting.push({ table, row, settle, fail });
      this.next();
    });
  }

  private next(): void {
    if (this.committing || this.waiting.length === 0) return;
    this.committing = true;
    const batch = this.waiting.splice(0, MOST_A_COMMIT);
    void this.commit(batch).finally(() => {
      this.committing = false;
      this.next();
    });
  }

  private async commit(batch: Waiting[]): Promise<void> {
    let created: Set<string>;
    try {
      created = await this.insert(batch);
    } catch (error) {
      // One record the database refuses must not cost the others theirs: each is tried alone.
      if (batch.length === 1) return batch[0]!.fail(error);
      for (const one of batch) await this.commit([one]);
      return;
    }
    // The same id twice in one commit is stored once: the first sender's is "created", any other "exists".
    for (const w of batch) w.settle(created.delete(String(w.row.id).toLowerCase()) ? 'created' : 'exists');
  }

  /** Every row of the batch in one transaction; the ids the database did not already have. */
  private async insert(batch: Waiting[]): Promise<Set<string>> {
    const rows = (table: Table) => batch.filter((w) => w.table === table).map((w) => w.row);
    const reports = rows('reports') as NewReportRow[];
    const questions = rows('questions') as NewQuestionRow[];
    const run = async (db: Kysely<Database>) => {
      const ids: Array<{ id: string }> = [];
      if (reports.length > 0)
        ids.push(
          ...(await db
            .insertInto('reports')
            .values(reports)
            .onConflict((c) => c.column('id').doNothing())
            .returning('id')
            .execute()),
        );
      if (questions.length > 0)
        ids.push(
          ...(await db
            .insertInto('questions')
            .values(questions)
            .onConflict((c) => c.column('id').doNothing())
            .returning('id')
            .execute()),
        );
      return new Set(ids.map((r) => r.id.toLowerCase()));
    };
    // One statement is its own transaction; two need one around them.
    return reports.length > 0 && questions.length > 0 ? this.db.transaction().execute(run) : run(this.db);
  }
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

function groupOf(db: Kysely<Database>): GroupCommit {
  let g = groups.get(db);
  if (!g) groups.set(db, (g = new GroupCommit(db)));
  return g;
}

export function storeReport(db: Kysely<Database>, r: GameReport): Promise<Stored> {
  return groupOf(db).add('reports', reportRow(r));
}

export function storeQuestion(db: Kysely<Database>, q: RuleQuestion): Promise<Stored> {
  return groupOf(db).add('questions', questionRow(q));
}

/** A record as exported: the spec's fields, plus its kind, state and time of arrival. */
export type Exported =
  ({ kind: 'report'; state: RecordState; receivedAt: string } & GameReport) | ({ kind: 'question'; state: RecordState; receivedAt: string } & RuleQuestion);

/** Leaves out what was not given, as the sender wrote it. */
function given<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;
}

export function exportedReport(r: ReportRow): Exported {
  return given({
    kind: 'report' as const,
    id: r.id,
    version: r.version,
    system: r.system as GameReport['system'],
    rulings: r.rulings,
    params: r.params,
    perSide: r.per_side,
    playedOn: r.played_on,
    result: r.result,
    turns: r.turns,
    left: { instigator: r.left_instigator, retaliator: r.left_retaliator },
    minutes: r.minutes ?? undefined,
    players: r.players ?? undefined,
    questions: r.questions,
    notes: r.notes ?? undefined,
    game: r.game ?? undefined,
    name: r.name ?? undefined,
    state: r.state,
    receivedAt: new Date(r.received_at).toISOString(),
  });
}

export function exportedQuestion(q: QuestionRow): Exported {
  return given({
    kind: 'question' as const,
    id: q.id,
    version: q.version,
    rule: q.rule ?? undefined,
    page: q.page ?? undefined,
    text: q.text,
    situation: q.situation ?? undefined,
    name: q.name ?? undefined,
    state: q.state,
    receivedAt: new Date(q.received_at).toISOString(),
  });
}

/**
 * Every record, reports then questions, each table read a page at a time in id order (keyset paging, so
 * a long export holds no transaction open and needs no offset).
 */
export async function* allRecords(db: Kysely<Database>, page = 500): AsyncGenerator<Exported> {
  const tables = [
    ['reports', (row: unknown) => exportedReport(row as ReportRow)],
    ['questions', (row: unknown) => exportedQuestion(row as QuestionRow)],
  ] as const;
  for (const [table, out] of tables) {
    let after: string | null = null;
    for (;;) {
      const last: string | null = after;
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .$if(last !== null, (q) => q.where('id', '>', last!))
        .orderBy('id')
        .limit(page)
        .execute();
      yield* rows.map(out);
      if (rows.length < page) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}
