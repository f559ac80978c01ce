// POST /api/questions: a rule question (spec: playtest.md, The server). Runs on demand.
import type { APIRoute } from 'astro';
import { requestAddress } from '../../server/client-address.ts';
import { answer, json } from '../../server/http.ts';
import { prepareRecords, receive } from '../../server/records/receive.ts';

export const prerender = false;

export const POST: APIRoute = ({ request, clientAddress }) => answer(() => receive('question', request, requestAddress(request, clientAddress)));

// Also readies the record check: the start's warm-up asks here (scripts/start.ts).
export const ALL: APIRoute = () =>
  answer(async () => {
    prepareRecords();
    return json(405, { error: 'only POST is allowed here: send the record as JSON' }, { allow: 'POST' });
  });
