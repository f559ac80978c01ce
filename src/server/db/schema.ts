// The database's tables as Kysely sees them. Another module adds its tables by merging into Database:
//   declare module '../db/schema.ts' { interface Database { my_table: MyTable } }
// and its migrations to the list in src/server/migrations.ts.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Players, QuestionAtTable, RecordState } from '../../shared/record-schema.ts';

/** A JSON column: written as JSON text, read back parsed (both pg and PGlite parse jsonb). */
type Json<T> = ColumnType<T, string, string>;

export interface ReportTable {
  id: string;
  version: string;
  system: string;
  rulings: Json<Record<string, string | number>>;
  params: Json<Record<string, unknown>>;
  per_side: number;
  /** ISO date (YYYY-MM-DD) kept as text: a day, with no time zone to shift it. */
  played_on: string;
  result: string;
  turns: number;
  left_instigator: number;
  left_retaliator: number;
  minutes: number | null;
  players: Json<Players | null>;
  questions: Json<QuestionAtTable[]>;
  notes: string | null;
  game: string | null;
  name: string | null;
  state: Generated<RecordState>;
  received_at: Generated<Date>;
}

export interface QuestionTable {
  id: string;
  version: string;
  rule: string | null;
  page: string | null;
  text: string;
  situation: string | null;
  name: string | null;
  state: Generated<RecordState>;
  received_at: Generated<Date>;
}

export interface Database {
  reports: ReportTable;
  questions: QuestionTable;
}

export type ReportRow = Selectable<ReportTable>;
export type NewReportRow = Insertable<ReportTable>;
export type QuestionRow = Selectable<QuestionTable>;
export type NewQuestionRow = Insertable<QuestionTable>;
