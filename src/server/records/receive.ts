// A record arriving over the API: rate, size, shape, replay, then one insert. Answers 201 once the
// database has committed the record (PGlite writes before it answers: src/server/db/database.ts), 200
// for an id already stored, and a refusal naming the field otherwise.
import { getDb } from '../db/database.ts';
import { ApiError, json, readJson } from '../http.ts';
import { RateLimit, rateFromEnv } from '../rate-limit.ts';
import { replayLink } from '../replay.ts';
import { serverKnown } from './known.ts';
import { checkRecord, LIMITS, questionSchema, reportSchema, type Known } from './schema.ts';
import { storeQuestion, storeReport, type Stored } from './store.ts';

let limit: RateLimit | undefined;
const schemas = new Map<Known, { report: ReturnType<typeof reportSchema>; question: ReturnType<typeof questionSchema> }>();

function schemasFor(known: Known) {
  let s = schemas.get(known);
  if (!s) schemas.set(known, (s = { report: reportSchema(known), question: questionSchema(known) }));
  return s;
}

function refuseLink(field: string, link: string | undefined, versionId: string): void {
  if (link === undefined) return;
  const known = serverKnown().find((v) => v.id === versionId);
  const replayed = replayLink(link, known);
  if (!replayed.ok) throw new ApiError(400, `field "${field}" does not replay: ${replayed.problem}`, field);
}

export async function receive(kind: 'report' | 'question', request: Request, address: string): Promise<Response> {
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
    stored = await storeReport(await getDb(), checked.value);
    id = checked.value.id;
  } else {
    const checked = checkRecord(question, body);
    if (!checked.ok) throw new ApiError(400, checked.error, checked.field || undefined);
    refuseLink('situation', checked.value.situation, checked.value.version);
    stored = await storeQuestion(await getDb(), checked.value);
    id = checked.value.id;
  }
  return json(stored === 'created' ? 201 : 200, { id });
}
