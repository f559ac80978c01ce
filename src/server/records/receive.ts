// A record arriving over the API: rate, size, shape, replay, then one insert. Answers 201 once the
// database has committed the record (PGlite writes before it answers: src/server/db/database.ts), 200
// for an id already stored, and a refusal naming the field otherwise.
import type { Kysely } from 'kysely';
import { getDb, isDatabaseFault, type Database } from '../db/database.ts';
import { ApiError, crossSiteForm, databaseDown, json, loggable, readJson } from '../http.ts';
import { RateLimit, rateFromEnv } from '../rate-limit.ts';
import { deployProblem, replayLink } from '../replay.ts';
import { siteUrl } from '../../shared/urls.ts';
import { serverKnown } from './known.ts';
import { checkRecord, LIMITS, questionSchema, reportSchema, type Known, type RecordKind } from '../../shared/record-schema.ts';
import { storeQuestion, storeReport, type Stored } from './store.ts';

let limit: RateLimit | undefined;
const schemas = new Map<Known, { report: ReturnType<typeof reportSchema>; question: ReturnType<typeof questionSchema> }>();

function schemasFor(known: Known) {
  let s = schemas.get(known);
  if (!s) schemas.set(known, (s = { report: reportSchema(known, [siteUrl(process.env)]), question: questionSchema(known, [siteUrl(process.env)]) }));
  return s;
}

function refuseLink(field: string, link: string | undefined, versionId: string): void {
  if (link === undefined) return;
  const known = serverKnown().find((v) => v.id === versionId);
  const replayed = replayLink(link, known);
  if (!replayed.ok) throw new ApiError(400, `field "${field}" does not replay: ${replayed.problem}`, field);
}

/** The insert; a failure is logged by the record's id and the failure alone (never its fields), and answered 503 when the database is at fault. */
async function store(kind: string, id: string, record: unknown, insert: (db: Kysely<Database>) => Promise<Stored>): Promise<Stored> {
  try {
    return await insert(await getDb());
  } catch (error) {
    console.error(`playtest API: ${kind} ${id} not stored: ${loggable(error, record)}`);
    if (isDatabaseFault(error)) throw databaseDown();
    throw new ApiError(500, 'the server could not store the record (nothing was stored): try again later');
  }
}

/**
 * Reads what a record's check needs, once: the content's versions and rule ids, and the schemas built on
 * them. The first record would otherwise pay for it (about 0.7 s, while every record sent with it waited):
 * the start's warm-up asks each record route with a GET, and the route calls this before answering 405.
 */
export function prepareRecords(): void {
  schemasFor(serverKnown());
}

export async function receive(kind: RecordKind, request: Request, address: string): Promise<Response> {
  if (crossSiteForm(request)) throw new ApiError(403, 'a record sent as a form from another site is refused: send it as JSON (content-type: application/json)');
  limit ??= new RateLimit(rateFromEnv());
  await limit.take(await getDb(), address);
  const body = await readJson(request, LIMITS.body);
  const { report, question } = schemasFor(serverKnown());
  let stored: Stored;
  let id: string;
  if (kind === 'report') {
    const checked = checkRecord(report, body);
    if (!checked.ok) throw new ApiError(400, checked.error, checked.field || undefined);
    refuseLink('game', checked.value.game, checked.value.version);
    const deploy = deployProblem(
      checked.value,
      serverKnown().find((v) => v.id === checked.value.version)!,
    );
    if (deploy) throw new ApiError(400, `field "perSide" ${deploy}`, 'perSide');
    id = checked.value.id;
    stored = await store('report', id, checked.value, (db) => storeReport(db, checked.value));
  } else {
    const checked = checkRecord(question, body);
    if (!checked.ok) throw new ApiError(400, checked.error, checked.field || undefined);
    refuseLink('situation', checked.value.situation, checked.value.version);
    id = checked.value.id;
    stored = await store('question', id, checked.value, (db) => storeQuestion(db, checked.value));
  }
  return json(stored === 'created' ? 201 : 200, { id });
}
