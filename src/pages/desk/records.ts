// POST /desk/records/: a record's state (designer and helpers), or its deletion as spam (the designer only).
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/database.ts';
import { guard } from '../../server/desk/auth.ts';
import { back, deskForm, refusal, text } from '../../server/desk/forms.ts';
import { deleteRecord, DeskInputError, isKind, isState, setState } from '../../server/desk/store.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'triage', async (form) => {
    const kind = text(form, 'kind', 20);
    const id = text(form, 'id', 40);
    if (!isKind(kind)) throw new DeskInputError(`kind "${kind}" must be report or question`);
    const db = await getDb();
    if (text(form, 'action', 20) === 'delete') {
      const g = await guard(request, 'designer');
      if ('refused' in g) return refusal(g.refused, g.reason);
      if (!(await deleteRecord(db, kind, id))) throw new DeskInputError(`no ${kind} ${id}`);
      return back(request, form, { done: 'deleted' });
    }
    const state = text(form, 'state', 40);
    if (!isState(state)) throw new DeskInputError(`state "${state}" is not a state`);
    if (!(await setState(db, kind, id, state))) throw new DeskInputError(`no ${kind} ${id}`);
    return back(request, form, { done: 'state' });
  });
