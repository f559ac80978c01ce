// Reads the designer's v0.1f one-sheet (content/v0.1f/sheet.txt, a vendored copy of the PDF's text)
// into its numbered rules, so the tests can hold every rule file to the sheet's exact wording.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/catalog/catalog.ts';

export interface SheetRule {
  number: number;
  /** The rule's text after "NN) ", up to its a) outcome when it has outcomes. */
  wording: string;
  outcomes: { label: string; text: string }[];
}

export const SHEET_PATH = join(REPO_ROOT, 'content', 'v0.1f', 'sheet.txt');

/**
 * The rules are the lines "- NN) text" after the "You'll need;" heading. In the PDF's text rules 33 and 34
 * run their outcomes together ("...using 1D6.a) 5-6: ..." and "- b) 1-4: ..." on the next line, or both
 * on one line); those are split into the wording before "a)" and outcomes a and b.
 */
export function parseSheet(text: string): SheetRule[] {
  const start = text.indexOf("You'll need;");
  if (start < 0) throw new Error('sheet: no "You\'ll need;" heading');
  const lines = text.slice(start).split('\n');
  const chunks: { number: number; text: string }[] = [];
  for (const line of lines) {
    const head = /^- (\d+)\) (.*)$/.exec(line);
    if (head) {
      chunks.push({ number: Number(head[1]), text: head[2]! });
      continue;
    }
    const more = /^ - (b\) .*)$/.exec(line);
    if (more) {
      const last = chunks[chunks.length - 1];
      if (!last) throw new Error(`sheet: continuation line before any rule: ${line}`);
      last.text += `\n${more[1]}`;
    }
  }
  return chunks.map(({ number, text: body }) => {
    const split = /^(.*?\.)a\) (.*?)\n?b\) (.*)$/s.exec(body);
    if (!split) return { number, wording: body, outcomes: [] };
    return {
      number,
      wording: split[1]!,
      outcomes: [
        { label: 'a', text: split[2]! },
        { label: 'b', text: split[3]! },
      ],
    };
  });
}

export function readSheet(): SheetRule[] {
  return parseSheet(readFileSync(SHEET_PATH, 'utf8'));
}
