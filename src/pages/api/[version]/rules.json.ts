// /api/<version>/rules.json: the version's rules for other tools (shape in the README and src/site/api.ts).
import type { APIRoute } from 'astro';
import { jsonResponse, versionRulesJson } from '../../../site/api.ts';
import { siteCatalog, siteDesignerRulings } from '../../../site/catalog.ts';
import { sheetRoutes } from '../../../site/routes.ts';

export function getStaticPaths() {
  return sheetRoutes(siteCatalog()).map(({ version }) => ({ params: { version: version.id } }));
}

export const GET: APIRoute = ({ params, site }) => jsonResponse(versionRulesJson(siteCatalog(), params.version!, site!, siteDesignerRulings()));
