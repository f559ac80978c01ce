// POST /desk/publish/: writes content/rulings.yaml and content/playtests.yaml (the designer only), as
// `npm run desk -- publish` does; the next build shows them to every reader.
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/database.ts';
import { back, deskForm, PUBLISH_DIR } from '../../server/desk/forms.ts';
import { publish } from '../../server/desk/store.ts';
import { siteCatalog } from '../../site/catalog.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form) => {
    await publish(await getDb(), siteCatalog(), PUBLISH_DIR);
    return back(request, form, { done: 'published' });
  });
