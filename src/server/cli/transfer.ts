// Records moved between databases: read from JSON lines (each checked by the same schema as the API,
// a game link replayed as on arrival), stored in one transaction, skipping ids already there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deployProblem, replayLink } from '../replay.ts';
import {
  checkRecord,
  FIRST_DAY,
  latestDay,
  questionSchema,
  RECORD_STATES,
  reportSchema,
  type GameReport,
  type Known,
  type RecordState,
  type RuleQuestion,
} from '../../shared/record-schema.ts';
import { questionRow, reportRow } from '../records/store.ts';
import { siteUrl } from '../../shared/urls.ts';

/** Bad input on the desk's command line: one line, exit 2. */
export class DeskUsage extends Error {}

export type Incoming =
  | { kind: 'report'; record: GameReport; state?: RecordState; receivedAt?: Date }
  | { kind: 'question'; record: RuleQuestion; state?: RecordState; receivedAt?: Date };

/** A file's lines as records; the first bad line is a DeskUsage naming FILE:LINE and the field. */
export function readRecordLines(text: string, file: string, known: Known): Incoming[] {
  const schemas = { report: reportSchema(known, [siteUrl(process.env)]), question: questionSchema(known, [siteUrl(process.env)]) };
  const out: Incoming[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${file}:${i + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      throw new DeskUsage(`${where}: not a JSON object (each line holds one record)`);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new DeskUsage(`${where}: not a JSON object (each line holds one record)`);
    const { kind = 'result' in data ? 'report' : 'question', state, receivedAt, ...fields } = data as Record<string, unknown>;
    if (kind !== 'report' && kind !== 'question') throw new DeskUsage(`${where}: field "kind" is ${JSON.stringify(kind)}: must be "report" or "question"`);
    if (state !== undefined && !RECORD_STATES.includes(state as RecordState))
      throw new DeskUsage(`${where}: field "state" is ${JSON.stringify(state)}: must be one of ${RECORD_STATES.join(', ')}`);
    const at = receivedAt === undefined ? undefined : new Date(String(receivedAt));
    // Within the handbook's life: a date JavaScript can hold (+275760-09-13) is past what the database can.
    if (at && (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) < FIRST_DAY || at.toISOString().slice(0, 10) > latestDay()))
      throw new DeskUsage(`${where}: field "receivedAt" is ${JSON.stringify(receivedAt)}: must be a date and time (ISO 8601) from ${FIRST_DAY} to today`);
    const checked = checkRecord(schemas[kind], fields);
    if (!checked.ok) throw new DeskUsage(`${where}: ${checked.error}`);
    const link = kind === 'report' ? (checked.value as GameReport).game : (checked.value as RuleQuestion).situation;
    if (link !== undefined) {
      const replayed = replayLink(
        link,
        known.find((v) => v.id === checked.value.version),
      );
      if (!replayed.ok) throw new DeskUsage(`${where}: field "${kind === 'report' ? 'game' : 'situation'}" does not replay: ${replayed.problem}`);
    }
    if (kind === 'report') {
      const problem = deployProblem(
        checked.value as GameReport,
        known.find((v) => v.id === checked.value.version)!,
      );
      if (problem) throw new DeskUsage(`${where}: field "perSide" ${problem}`);
    }
    out.push({ kind, record: checked.value, ...(state ? { state: state as RecordState } : {}), ...(at ? { receivedAt: at } : {}) } as Incoming);
  });
  return out;
}

export async function importRecords(db: Kysely<Database>, records: readonly Incoming[]): Promise<{ added: number; skipped: number }> {
  return db.transaction().execute(async (tx) => {
    let added = 0;
    for (const r of records) {
      const kept = { ...(r.state ? { state: r.state } : {}), ...(r.receivedAt ? { received_at: r.receivedAt } : {}) };
      const rows =
        r.kind === 'report'
          ? await tx
              .insertInto('reports')
              .values({ ...reportRow(r.record), ...kept })
              .onConflict((c) => c.column('id').doNothing())
              .returning('id')
              .execute()
          : await tx
              .insertInto('questions')
              .values({ ...questionRow(r.record), ...kept })
              .onConflict((c) => c.column('id').doNothing())
              .returning('id')
              .execute();
      added += rows.length;
    }
    return { added, skipped: records.length - added };
  });
}
