// /api/rules/<id>.json on the server (src/server/paths.ts sends the address here): one rule across
// every version, with the newest publication's rulings, validated by ETag.
import type { APIRoute } from 'astro';
import { jsonResponse, ruleHistoryJson } from '../../../../catalog/api-json.ts';
import { liveSite } from '../../../../server/published/live-site.ts';
import { validated } from '../../../../server/published/live.ts';
import { plain } from '../../../../server/desk/forms.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, site, request }) => {
  const live = liveSite();
  const catalog = live.catalog;
  const id = params.id!;
  if (!catalog.versions.some((v) => catalog.rules(v.id).some((r) => r.id === id))) return plain(404, `no rule with the stable id "${id.slice(0, 80)}"`);
  const published = await live.published();
  return validated(request, published, () => jsonResponse(ruleHistoryJson(catalog, id, site!, published.rulings)));
};
