// The desk's drafts page (/desk/drafts/): the designer pastes a sheet, sees how its rules match the
// previous version's ids, overrules guesses and writes the draft. The matching and the writing are the
// import's own (planImport, writeDraft: the same as `npm run import-sheet`), the problems the content
// check's one report; this file only reads the form and says what happened.
import { CatalogError } from '../../catalog/catalog.ts';
import type { ContentReport } from '../../catalog/content-check.ts';
import { DraftError, planImport, writeDraft, type ImportPlan } from '../../catalog/draft.ts';
import type { Overrule } from '../../catalog/sheet-match.ts';
import { MAX_SHEET_CHARS, MAX_SHEET_RULES } from '../../catalog/sheet.ts';
import { urls } from '../../shared/urls.ts';

/** The sheet may take 200,000 characters, each up to 9 bytes once form-encoded; the other fields are small. */
export const DRAFT_FORM_LIMIT = MAX_SHEET_CHARS * 9 + 16 * 1024;

export interface DraftRequest {
  /** The draft's version id, new or an existing draft. */
  to: string;
  /** The version it comes from; '' for the import's default. */
  from: string;
  sheet: string;
  /** "23=game-length 24=move-action": the desk's `--match`. */
  match: string;
  /** "23 25": the desk's `--new`. */
  fresh: string;
}

export type DraftOutcome =
  { kind: 'refused'; error: string } | { kind: 'planned'; plan: ImportPlan } | { kind: 'written'; plan: ImportPlan; report: ContentReport; compare: string };

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? '').slice(0, max);

/**
 * The drafts form's fields, each cut to its limit; the sheet is kept whole so an oversized one is refused,
 * not cut, and its line ends made "\n" (a browser sends a textarea's lines with "\r\n").
 */
export function readDraftForm(form: FormData): DraftRequest {
  const sheet = String(form.get('sheet') ?? '').replace(/\r\n?/g, '\n');
  return {
    to: field(form, 'to', 40).trim(),
    from: field(form, 'from', 40).trim(),
    sheet,
    match: field(form, 'match', 8000),
    fresh: field(form, 'fresh', 4000),
  };
}

function ruleNumber(what: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SHEET_RULES) throw new DraftError(`${what}: "${raw}" must be a rule number from 1 to ${MAX_SHEET_RULES}`);
  return n;
}

/** The overrule fields as the import takes them; a malformed entry is a one-line error naming it. */
export function overruleOf(request: Pick<DraftRequest, 'match' | 'fresh'>): Overrule {
  const match = new Map<number, string>();
  for (const entry of request.match
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, MAX_SHEET_RULES)) {
    const m = /^(\d+)=([a-z0-9-]+)$/.exec(entry);
    if (!m) throw new DraftError(`match "${entry}": write each as <new number>=<previous id>, e.g. 23=game-length`);
    match.set(ruleNumber('match', m[1]!), m[2]!);
  }
  const fresh = new Set(
    request.fresh
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, MAX_SHEET_RULES)
      .map((n) => ruleNumber('new rules', n)),
  );
  for (const n of fresh) if (match.has(n)) throw new DraftError(`rule ${n} is both matched and new: choose one`);
  return { match, fresh };
}

/**
 * Plans the import of the pasted sheet and, if `write`, writes the draft into `contentDir` and checks all
 * content with `check`. Nothing is written when the plan has errors (the import's own rule). The caller
 * hands in the check: the desk's page gives `npm run check-content`'s whole one (src/markdown sits above
 * the server), so the desk never says "OK" to a draft the build would stop on.
 */
export function draftAtDesk(request: DraftRequest, contentDir: string, write: boolean, check: (contentDir: string) => ContentReport): DraftOutcome {
  if (request.sheet.length > MAX_SHEET_CHARS) return { kind: 'refused', error: `the sheet has ${request.sheet.length} characters: at most ${MAX_SHEET_CHARS}` };
  if (request.sheet.trim() === '') return { kind: 'refused', error: 'paste the sheet: numbered rules, one after another, under their section headings' };
  try {
    const plan = planImport({
      to: request.to,
      ...(request.from ? { from: request.from } : {}),
      text: request.sheet,
      contentDir,
      overrule: overruleOf(request),
    });
    if (!write || plan.errors.length) return { kind: 'planned', plan };
    writeDraft(plan, contentDir);
    return { kind: 'written', plan, report: check(contentDir), compare: urls.compare(plan.from, plan.to) };
  } catch (error) {
    if (error instanceof DraftError || error instanceof CatalogError) return { kind: 'refused', error: error.message };
    throw error;
  }
}
