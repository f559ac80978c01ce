// /api/rules/<id>.json as built: the snapshot's rulings, for a static host. `npm start` answers this
// address from src/pages/live/ instead, with the newest publication's.
import type { APIRoute } from 'astro';
import { jsonResponse, ruleHistoryJson } from '../../../catalog/api-json.ts';
import { siteCatalog, siteDesignerRulings } from '../../../site/catalog.ts';
import { ruleIds } from '../../../site/routes.ts';

export function getStaticPaths() {
  return ruleIds(siteCatalog()).map((id) => ({ params: { id } }));
}

export const GET: APIRoute = ({ params, site }) => jsonResponse(ruleHistoryJson(siteCatalog(), params.id!, site!, siteDesignerRulings()));
