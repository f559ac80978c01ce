// A mistake in the WarSpike section stops the build like any content error: one line starting with the
// file, line and column (and `loc` for Astro's "Location:"), from the check the build runs first
// (checkContent in src/site/catalog.ts). Each test edits a copy of the real content.
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogError, CONTENT_DIR } from '../../../src/catalog/catalog.ts';
import { quoteProblem } from '../../../src/catalog/warspike.ts';
import { checkContent } from '../../../src/site/catalog.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ with `edit` applied to content/warspike/<file>; returns the copy's content folder. */
function copy(file?: string, edit?: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'sow-warspike-'));
  made.push(root);
  const content = join(root, 'content');
  cpSync(CONTENT_DIR, content, { recursive: true });
  if (file && edit) {
    const path = join(content, 'warspike', file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(path, after);
  }
  return content;
}

function failure(content: string): CatalogError {
  try {
    checkContent(content);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogError);
    return error as CatalogError;
  }
  throw new Error('the content loaded without an error');
}

/** The 1-based line and column where `needle` starts in `file` of the copy. */
function placeOf(content: string, file: string, needle: string): { line: number; column: number } {
  const lines = readFileSync(join(content, 'warspike', file), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`${needle} not in ${file}`);
  return { line: line + 1, column: lines[line]!.indexOf(needle) + 1 };
}

function expectAt(error: CatalogError, content: string, file: string, at: { line: number; column: number }, problem: RegExp): void {
  const where = `content/warspike/${file}:${at.line}:${at.column}: `;
  expect(error.message.startsWith(where), `"${error.message}" should start with "${where}"`).toBe(true);
  expect(error.message.slice(where.length)).toMatch(problem);
  expect(error.loc).toEqual({ file: join(content, 'warspike', file), line: at.line, column: at.column });
}

describe('WarSpike content errors', () => {
  it('the real content passes', () => {
    expect(() => checkContent(copy())).not.toThrow();
  });

  it("a quote that is not word for word the designer's: at its key, saying where it stops following him", () => {
    const content = copy('ws-activation.mdx', (t) => t.replace('designates it as the current active unit', 'designates it as the active unit'));
    const at = placeOf(content, 'ws-activation.mdx', 'p: "The Instigator chooses');
    expectAt(
      failure(content),
      content,
      'ws-activation.mdx',
      at,
      /^field "quote\[1\]\.p" is not quoted exactly from content\/warspike\/source\.txt \(only whitespace may differ\): the designer's text has ".*designates it as the" but not what follows it here: "active unit\. An Action is then…"$/,
    );
  });

  it('a quoted list item and a glossary entry are checked too', () => {
    let content = copy('ws-reaction.mdx', (t) => t.replace('Directly towards', 'Straight towards'));
    expectAt(
      failure(content),
      content,
      'ws-reaction.mdx',
      placeOf(content, 'ws-reaction.mdx', '"Move: Straight'),
      /^field "quote\[3\]\.list\[0\]" is not quoted exactly/,
    );
    content = copy('glossary.mdx', (t) => t.replace('Scenario - The set up,', 'Scenario - The setup,'));
    expectAt(
      failure(content),
      content,
      'glossary.mdx',
      placeOf(content, 'glossary.mdx', 'quote: "Scenario'),
      /^field "terms\[8\]\.quote" is not quoted exactly/,
    );
  });

  it('only whitespace may differ', () => {
    expect(quoteProblem('Flip a coin.\n  The winner of the toss', 'Flip a coin. The winner of the toss may elect')).toBeUndefined();
    expect(quoteProblem('Flip a coin; the winner', 'Flip a coin. The winner')).toMatch(
      /^the designer's text has "Flip a" but not what follows it here: "coin; the winner…"$/,
    );
    expect(quoteProblem('Toss a coin', 'Flip a coin')).toBe('its first word "Toss" is not in the designer\'s text');
  });

  it("an id that is not the file's name, or not a step id", () => {
    let content = copy('ws-roles.mdx', (t) => t.replace('id: ws-roles', 'id: ws-role'));
    expectAt(
      failure(content),
      content,
      'ws-roles.mdx',
      { line: 2, column: 1 },
      /^field "id" is "ws-role" but the file is ws-roles\.mdx: they must be the same$/,
    );
    content = copy();
    writeFileSync(
      join(content, 'warspike', 'ws-extra.mdx'),
      readFileSync(join(content, 'warspike', 'ws-roles.mdx'), 'utf8').replace('id: ws-roles', 'id: ws-extra'),
    );
    expectAt(
      failure(content),
      content,
      'ws-extra.mdx',
      { line: 2, column: 1 },
      /^field "id" is "ws-extra": must be index, glossary or a step id of src\/site\/warspike\.ts \(ws-roles, ws-activation, /,
    );
  });

  it('a step without a page', () => {
    const content = copy();
    unlinkSync(join(content, 'warspike', 'ws-victory.mdx'));
    expect(failure(content).message).toBe(
      'content/warspike: no ws-victory.mdx (every step id of src/site/warspike.ts has a page, and so do index and glossary)',
    );
  });

  it('a malformed quote block, a misspelt field, terms outside the glossary', () => {
    let content = copy('ws-changeover.mdx', (t) => t.replace('  - heading: "5: Changeover', '  - p: "x"\n    heading: "5: Changeover'));
    expectAt(
      failure(content),
      content,
      'ws-changeover.mdx',
      placeOf(content, 'ws-changeover.mdx', 'p: "x"'),
      /^field "quote\[0\]" is .*: must be a mapping with exactly one of heading, p or list$/,
    );
    content = copy('ws-changeover.mdx', (t) => t.replace('version: v0.1f', 'version: v0.1f\nauthor: me'));
    expectAt(
      failure(content),
      content,
      'ws-changeover.mdx',
      { line: 6, column: 1 },
      /^field "author" is not a field here: must be one of id, title, description, version, source, quote, terms$/,
    );
    content = copy('ws-changeover.mdx', (t) => t.replace('quote:', 'terms: []\nquote:'));
    expectAt(failure(content), content, 'ws-changeover.mdx', placeOf(content, 'ws-changeover.mdx', 'terms:'), /^field "terms" belongs to glossary\.mdx only$/);
  });

  it('a glossary note naming a rule Fragment 1 does not have, and an unknown version', () => {
    let content = copy('glossary.mdx', (t) => t.replace('fragment1: [combatants]', 'fragment1: [combatant]'));
    expectAt(
      failure(content),
      content,
      'glossary.mdx',
      placeOf(content, 'glossary.mdx', 'combatant]'),
      /^field "terms\[0\]\.fragment1" names "combatant", which is not a rule of v0\.1f$/,
    );
    content = copy('ws-blocks.mdx', (t) => t.replace('version: v0.1f', 'version: v0.9'));
    expectAt(
      failure(content),
      content,
      'ws-blocks.mdx',
      { line: 5, column: 1 },
      /^field "version" is "v0\.9", which is not a version \(versions: v0\.1f, v0\.2\)$/,
    );
  });

  it('a content folder without a WarSpike section is fine (the section is then not built)', () => {
    const content = copy();
    rmSync(join(content, 'warspike'), { recursive: true });
    expect(() => checkContent(content)).not.toThrow();
  });
});
