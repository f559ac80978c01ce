// /api/<version>/rules.json on the server (src/server/paths.ts sends the address here): the version's
// rules for other tools (shape in the README and src/catalog/api-json.ts) with the newest publication's rulings
// (src/server/published/live-site.ts), validated by ETag.
import type { APIRoute } from 'astro';
import { jsonResponse, versionRulesJson } from '../../../../catalog/api-json.ts';
import { liveSite } from '../../../../server/published/live-site.ts';
import { validated } from '../../../../server/published/live.ts';
import { plain } from '../../../../server/desk/forms.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, site, request }) => {
  const live = liveSite();
  const catalog = live.catalog;
  const version = catalog.version(String(params.version));
  if (!version) return plain(404, `no version "${String(params.version).slice(0, 40)}" (known: ${catalog.versions.map((v) => v.id).join(', ')})`);
  const published = await live.published();
  return validated(request, published, () => jsonResponse(versionRulesJson(catalog, version.id, site!, published.rulings)));
};
