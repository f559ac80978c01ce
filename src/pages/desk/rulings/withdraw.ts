// POST /desk/rulings/withdraw/: a ruling withdrawn; it stays, shown as withdrawn, and settles nothing.
import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/database.ts';
import { back, deskForm, text } from '../../../server/desk/forms.ts';
import { DeskInputError, withdrawRuling } from '../../../server/desk/store.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form) => {
    const id = text(form, 'id', 40);
    if (!(await withdrawRuling(await getDb(), id))) throw new DeskInputError(`no ruling ${id}`);
    return back(request, form, { done: 'withdrawn' });
  });
