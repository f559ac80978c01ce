// The export as CSV for a spreadsheet: one row a record, reports and questions in the same columns (a
// field a kind lacks is empty), lists and mappings as JSON in their cell.
import type { Exported } from '../records/store.ts';

const COLUMNS = [
  'kind',
  'id',
  'version',
  'state',
  'receivedAt',
  'name',
  'system',
  'playedOn',
  'result',
  'turns',
  'perSide',
  'left',
  'minutes',
  'players',
  'rulings',
  'params',
  'questions',
  'notes',
  'game',
  'rule',
  'page',
  'text',
  'situation',
] as const;

/**
 * One cell: quoted when it holds a comma, quote or line break; and text a spreadsheet would run as a
 * formula (starting with = + - @) is led by an apostrophe (reading csv-formula-guard: the JSON export
 * keeps the text exactly).
 */
export function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function* recordsCsv(records: AsyncIterable<Exported>): AsyncGenerator<string> {
  yield `${COLUMNS.join(',')}\r\n`;
  for await (const r of records) yield `${COLUMNS.map((c) => cell((r as Record<string, unknown>)[c])).join(',')}\r\n`;
}
