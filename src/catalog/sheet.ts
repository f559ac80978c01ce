// A rules sheet as the designer writes it (our source 001_… is one): numbered rules one after another,
// a rule's outcomes as "a) …", "b) …" (on the rule's line or the lines under it), and section headings
// between them. Reading "sheet-format":
// - a rule is a line "N) text", optionally bulleted "- N) text"; N may carry a letter ("23a)") for a
//   rule slipped in: the sheet's ORDER gives the numbers, the written ones are only checked for order;
// - an optional title in square brackets right after the number: "23) [Length of the game] The game…";
// - an outcome is "a) text" after the rule's wording (first sentence ending before it) or on its own
//   line, bulleted or not;
// - a heading is the last other non-empty line before a rule, with a trailing ";" or ":" dropped;
//   everything before the first heading (a title block, the document's details) is not rules.
// Pure text in, data out: the import, the tests and (later) the desk read sheets with it.

export interface SheetOutcome {
  label: string;
  text: string;
}

export interface SheetRule {
  /** Position on the sheet, 1..n: the rule's number in the draft. */
  position: number;
  /** As written ("23", "23a"). */
  written: string;
  title?: string;
  wording: string;
  outcomes: SheetOutcome[];
  /** The heading the rule stands under. */
  section: string;
  /** 1-based line of the sheet where the rule starts. */
  line: number;
}

export interface SheetProblem {
  line: number;
  message: string;
}

export interface Sheet {
  rules: SheetRule[];
  /** Headings in order, each once. */
  sections: string[];
  /** Things the designer should look at; none stops the import except "no rules". */
  problems: SheetProblem[];
  /** The document's details above the rules, "Key: value" lines ("Document ID", "Author", …), by key as written. */
  details: Record<string, string>;
}

/** A detail line of the title block: "Document ID:<tab>sow-…". */
const DETAIL = /^\s*([A-Z][A-Za-z ]{0,30}?):\s+(\S.*)$/;

/** A sheet longer than any rules sheet: refused before reading. */
export const MAX_SHEET_CHARS = 200_000;
export const MAX_SHEET_RULES = 500;

const RULE = /^\s*(?:[-•*]\s*)?(\d+[a-z]?)\)\s+(.*)$/;
const OUTCOME_LINE = /^\s*(?:[-•*]\s*)?([a-z])\)\s+(.*)$/;
const TITLE = /^\[([^\]]+)\]\s*(.*)$/;

/** The wording before an outcome written on the rule's own line: "…using 1D6.a) 5-6: …". */
function splitOutcomes(text: string): { wording: string; outcomes: SheetOutcome[] } {
  const parts = text.split(/(?<=[.:;!?])\s*(?=[a-z]\)\s)/);
  const wording = parts[0]!.trim();
  const outcomes = parts.slice(1).map((p) => ({ label: p[0]!, text: p.slice(2).trim() }));
  return { wording, outcomes };
}

export function parseSheet(text: string): Sheet {
  if (text.length > MAX_SHEET_CHARS)
    return { rules: [], sections: [], problems: [{ line: 1, message: `the sheet has ${text.length} characters: at most ${MAX_SHEET_CHARS}` }], details: {} };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const rules: SheetRule[] = [];
  const sections: string[] = [];
  const problems: SheetProblem[] = [];
  const details: Record<string, string> = Object.create(null) as Record<string, string>;
  let heading: string | undefined;
  let pendingHeading: string | undefined;
  let current: SheetRule | undefined;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const rule = RULE.exec(raw);
    if (rule) {
      if (pendingHeading !== undefined) {
        heading = pendingHeading;
        if (!sections.includes(heading)) sections.push(heading);
        else problems.push({ line, message: `the heading "${heading}" comes twice: its rules are one section` });
        pendingHeading = undefined;
      }
      if (heading === undefined) {
        problems.push({ line, message: `rule ${rule[1]} stands before any heading: put a section heading (e.g. "Set up") above it` });
        heading = 'Rules';
        sections.push(heading);
      }
      if (rules.length >= MAX_SHEET_RULES) {
        problems.push({ line, message: `more than ${MAX_SHEET_RULES} rules: the rest are not read` });
        return;
      }
      const titled = TITLE.exec(rule[2]!);
      const { wording, outcomes } = splitOutcomes(titled ? titled[2]! : rule[2]!);
      current = { position: rules.length + 1, written: rule[1]!, ...(titled ? { title: titled[1]!.trim() } : {}), wording, outcomes, section: heading, line };
      rules.push(current);
      return;
    }
    const detail = rules.length === 0 ? DETAIL.exec(raw) : null;
    if (detail) details[detail[1]!] ??= detail[2]!.trim();
    const outcome = OUTCOME_LINE.exec(raw);
    if (outcome && current && pendingHeading === undefined) {
      // "b) … c) …" may also run on together on one line.
      const more = splitOutcomes(outcome[2]!);
      current.outcomes.push({ label: outcome[1]!, text: more.wording }, ...more.outcomes);
      return;
    }
    if (pendingHeading !== undefined && current)
      problems.push({
        line: line - 1,
        message: `"${pendingHeading}" is neither a rule, an outcome nor a heading (a heading is the line right above a rule): it is left out`,
      });
    pendingHeading = raw.trim().replace(/\s*[;:]\s*$/, '');
  });
  if (rules.length === 0) problems.push({ line: 1, message: 'no numbered rules found: write each rule on its own line as "1) wording"' });
  rules.forEach((r, i) => {
    const n = Number.parseInt(r.written, 10);
    const before = rules[i - 1];
    if (before && n < Number.parseInt(before.written, 10))
      problems.push({
        line: r.line,
        message: `rule ${r.written} comes after rule ${before.written}: the sheet's order decides, so it becomes rule ${r.position}`,
      });
    if (r.wording === '') problems.push({ line: r.line, message: `rule ${r.written} has no wording` });
  });
  return { rules, sections, problems, details };
}

/** A version's rules written back as a sheet, titles in brackets: what the import reads. */
export function writeSheet(
  sections: readonly { title: string; rules: readonly { title?: string; wording: string; outcomes: readonly SheetOutcome[] }[] }[],
  withTitles = true,
): string {
  let n = 0;
  const out: string[] = [];
  for (const s of sections) {
    out.push(`${s.title};`, '');
    for (const r of s.rules) {
      n += 1;
      out.push(`- ${n}) ${withTitles && r.title ? `[${r.title}] ` : ''}${r.wording}`);
      for (const o of r.outcomes) out.push(` - ${o.label}) ${o.text}`);
    }
    out.push('');
  }
  return out.join('\n');
}
