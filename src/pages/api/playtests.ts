// POST /api/playtests: a game report (spec: playtest.md, The server). Runs on demand: here
// under `astro dev`; `npm start` answers its POSTs beside Astro with the same receive() (records/serve.ts).
import type { APIRoute } from 'astro';
import { requestAddress } from '../../server/client-address.ts';
import { answer, json } from '../../server/http.ts';
import { receive } from '../../server/records/receive.ts';

export const prerender = false;

export const POST: APIRoute = ({ request, clientAddress }) => answer(() => receive('report', request, requestAddress(request, clientAddress)));

export const ALL: APIRoute = () => json(405, { error: 'only POST is allowed here: send the record as JSON' }, { allow: 'POST' });
