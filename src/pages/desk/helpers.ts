// POST /desk/helpers/: the designer adds a helper (reads and triages), giving a first password to pass on.
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/database.ts';
import { AccountError, createAccount } from '../../server/desk/auth.ts';
import { back, deskForm, text } from '../../server/desk/forms.ts';
import { DeskInputError } from '../../server/desk/store.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form) => {
    try {
      await createAccount(await getDb(), {
        email: text(form, 'email', 254),
        name: text(form, 'name', 80),
        password: text(form, 'password', 200),
        role: 'helper',
      });
    } catch (error) {
      if (error instanceof AccountError) throw new DeskInputError(error.message);
      throw error;
    }
    return back(request, form, { done: 'helper' });
  });
