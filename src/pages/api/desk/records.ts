// GET /api/desk/records: every record as JSON, names included, for the designer's session only.
import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/database.ts';
import { guard } from '../../../server/desk/auth.ts';
import { deskRecords } from '../../../server/desk/store.ts';
import { json } from '../../../server/http.ts';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => {
  const g = await guard(request, 'designer');
  if ('refused' in g) return json(g.refused, { error: g.reason });
  return json(200, { records: await deskRecords(await getDb()) });
};
