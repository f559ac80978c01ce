// /api/rules/<id>.json: one rule across every version, for other tools (shape in the README and src/site/api.ts).
import type { APIRoute } from 'astro';
import { jsonResponse, ruleHistoryJson } from '../../../site/api.ts';
import { siteCatalog, siteDesignerRulings } from '../../../site/catalog.ts';
import { ruleIds } from '../../../site/routes.ts';

export function getStaticPaths() {
  return ruleIds(siteCatalog()).map((id) => ({ params: { id } }));
}

export const GET: APIRoute = ({ params, site }) => jsonResponse(ruleHistoryJson(siteCatalog(), params.id!, site!, siteDesignerRulings()));
