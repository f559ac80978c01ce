// Records in and out of the database. An insert is one statement that either stores the whole record
// or nothing; a record whose id is already stored is left as it was (a retried send, an import).
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

export async function storeReport(db: Kysely<Database>, r: GameReport): Promise<Stored> {
  const rows = await db
    .insertInto('reports')
    .values(reportRow(r))
    .onConflict((c) => c.column('id').doNothing())
    .returning('id')
    .execute();
  return rows.length === 1 ? 'created' : 'exists';
}

export async function storeQuestion(db: Kysely<Database>, q: RuleQuestion): Promise<Stored> {
  const rows = await db
    .insertInto('questions')
    .values(questionRow(q))
    .onConflict((c) => c.column('id').doNothing())
    .returning('id')
    .execute();
  return rows.length === 1 ? 'created' : 'exists';
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
