// POST /desk/leave-out/ (the designer only): sets aside, in one step, the burst a report belongs to, as
// the preview found it (src/server/published/preview.ts), worked out again here from the database.
import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/database.ts';
import { back, deskForm, text } from '../../server/desk/forms.ts';
import { arrivedReports, DeskInputError, leaveOut } from '../../server/desk/store.ts';
import { bursts } from '../../server/published/preview.ts';

export const prerender = false;

export const POST: APIRoute = ({ request }) =>
  deskForm(request, 'designer', async (form) => {
    const id = text(form, 'report', 40);
    const db = await getDb();
    const burst = bursts(await arrivedReports(db)).find((b) => b.ids.includes(id));
    if (!burst) throw new DeskInputError('that burst is no longer there (its reports may be set aside already)');
    await leaveOut(db, burst.ids);
    return back(request, form, { done: 'left-out' });
  });
