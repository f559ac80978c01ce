// POST /desk/rulings/save/: a new ruling, or an edit of one (its earlier wording kept), the designer's only.
// Checked as the build checks content/rulings.yaml, so a stored ruling can always be published.
import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/database.ts';
import { back, deskForm, text } from '../../../server/desk/forms.ts';
import { DeskInputError, listRulings, makeRuling, saveRuling } from '../../../server/desk/store.ts';
import { liveSite } from '../../../server/published/live-site.ts';
import { settlesFrom } from '../../../server/desk/ruling-form.ts';
import type { RulingStatus } from '../../../catalog/designer-rulings.ts';

export const prerender = false;

const words = (s: string) =>
  s
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 200);

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form, user) => {
    const db = await getDb();
    const versions = form.getAll('versions').map(String).slice(0, 20);
    const settles = settlesFrom(text(form, 'settles', 100), text(form, 'settles-number', 20), versions);
    const id = text(form, 'id', 40) || undefined;
    const others = await listRulings(db);
    if (id && !others.some((r) => r.id === id)) throw new DeskInputError(`no ruling ${id}`);
    const ruling = makeRuling(
      liveSite().catalog,
      {
        answers: words(text(form, 'answers', 8000)),
        rules: words(text(form, 'rules', 2000)),
        versions,
        text: text(form, 'text', 4001),
        status: text(form, 'status', 20) as RulingStatus,
        settles,
      },
      user.name,
      others,
      id,
    );
    await saveRuling(db, ruling);
    return back(request, form, { done: id ? 'edited' : 'ruled' });
  });
