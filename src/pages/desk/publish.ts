// POST /desk/publish/ (the designer only): publishes, as `npm run desk -- publish` does. Readers see the
// publication at once (src/server/published/); the content folder's snapshot files are written too.
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/database.ts';
import { back, deskForm, PUBLISH_DIR } from '../../server/desk/forms.ts';
import { publish } from '../../server/desk/store.ts';
import { liveSite } from '../../server/published/live-site.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form, user) => {
    await publish(await getDb(), liveSite().catalog, PUBLISH_DIR, user.name);
    return back(request, form, { done: 'published' });
  });
