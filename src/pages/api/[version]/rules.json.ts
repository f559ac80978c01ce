// /api/<version>/rules.json as built: the snapshot's rulings (content/rulings.yaml), for a static host.
// `npm start` answers this address from src/pages/live/ instead, with the newest publication's.
import type { APIRoute } from 'astro';
import { jsonResponse, versionRulesJson } from '../../../catalog/api-json.ts';
import { siteCatalog, siteDesignerRulings } from '../../../site/catalog.ts';
import { sheetRoutes } from '../../../site/routes.ts';

export function getStaticPaths() {
  return sheetRoutes(siteCatalog()).map(({ version }) => ({ params: { version: version.id } }));
}

export const GET: APIRoute = ({ params, site }) => jsonResponse(versionRulesJson(siteCatalog(), params.version!, site!, siteDesignerRulings()));
