// Where things are in a content file, so that every content error can say `file:line:col`.
// YAML (a version.yaml, or a file's frontmatter) is read with the yaml package's document API: each key
// keeps its offset, and a LineCounter turns offsets into lines and columns of the file (a frontmatter's
// lines counted from the file's top, its opening `---` being line 1).
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { depthMessage, tooDeep } from '../engine/index.ts';
import { FileReadError, readBounded } from './bounded-read.ts';

/** Uses of aliases one YAML file may make; none of ours uses any, an alias bomb needs thousands. */
const MAX_ALIASES = 50;
const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A place in a content file, lines and columns from 1. */
export interface Place {
  /** Relative to the repository root (the content folder's parent), as messages show it. */
  file: string;
  line: number;
  column: number;
}

/**
 * A problem with the content: its message starts with `file:line:col: ` when the problem is in a file
 * (not, say, a missing folder). `loc` and `id` carry the same place (absolute path) the way Vite and
 * Rollup errors do: Astro prints `loc` as the build's "Location:" and `id` in its short stack trace
 * (see collectErrorMetadata and formatErrorMessage in astro/dist/core/errors and core/messages).
 */
export class CatalogError extends Error {
  override name = 'CatalogError';
  // `declare`: no own property at all when there is no place (a missing folder).
  /** Where, as the message says it (file relative to the repository root). */
  declare readonly where?: Place;
  /** Where, for Astro's "Location:" (absolute path). */
  declare readonly loc?: { file: string; line: number; column: number };
  /** The file the error is about (absolute path), as on Vite/Rollup errors. */
  declare readonly id?: string;

  /** `at`: the place, with the file's absolute `path`; without it, `problem` must say where itself. */
  constructor(problem: string, at?: Place & { path: string }) {
    super(at ? `${at.file}:${at.line}:${at.column}: ${problem}` : problem);
    if (at) {
      Object.assign(this, {
        where: { file: at.file, line: at.line, column: at.column },
        loc: { file: at.path, line: at.line, column: at.column },
        id: at.path,
      });
    }
  }
}

/**
 * Several problems found in one pass: every one's message on its own line, the first one's place as
 * this error's, so the build's "Location:" points at it. `problems` are in the order found.
 */
export class CatalogErrors extends CatalogError {
  override name = 'CatalogError';
  readonly problems: readonly CatalogError[];
  constructor(problems: readonly CatalogError[]) {
    super(problems.map((p) => p.message).join('\n'));
    this.problems = problems;
    const first = problems[0];
    if (first?.where) Object.assign(this, { where: first.where, loc: first.loc, id: first.id });
  }
}

/** Throws what was collected: nothing, the one problem as it is, or all of them at once. */
export function throwCollected(problems: readonly CatalogError[]): void {
  if (problems.length === 1) throw problems[0]!;
  if (problems.length > 1) throw new CatalogErrors(problems);
}

/** The problems inside an error: a CatalogErrors' list, or the one. */
export function problemsOf(error: CatalogError): readonly CatalogError[] {
  return error instanceof CatalogErrors ? error.problems : [error];
}

/** A content file: its absolute path and the name messages give it. */
export interface SourceFile {
  path: string;
  file: string;
}

/** A YAML text of a content file, with its value and where each of its keys is. */
export class YamlSource {
  readonly source: SourceFile;
  readonly data: unknown;
  private readonly doc: Document;
  private readonly lines: LineCounter;
  private readonly firstLine: number;

  /**
   * `text` is the YAML; `firstLine` the file line it starts on (2 for frontmatter after `---`).
   * YAML that does not parse is a CatalogError where the parser stopped; `what` names the text in it.
   */
  constructor(source: SourceFile, text: string, firstLine = 1, what = 'not valid YAML') {
    this.source = source;
    this.firstLine = firstLine;
    this.lines = new LineCounter();
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false });
    const error = this.doc.errors[0];
    // The parser stops on its own stack's depth too; that is nesting past any limit of ours.
    if (error && /Maximum call stack/.test(error.message)) throw this.error(`${what}: ${depthMessage()}`, this.offsetPlace(error.pos[0]));
    if (error) {
      const stopped = this.offsetPlace(error.pos[0]);
      // A key given twice is reported at that key; other errors where the parser noticed them.
      const key = error.code === 'DUPLICATE_KEY' ? undefined : this.keyAround(error.pos[0]);
      const place = key === undefined ? stopped : this.offsetPlace(key);
      const also =
        place.line === stopped.line && place.column === stopped.column ? '' : ` (the parser stopped at line ${stopped.line}, column ${stopped.column})`;
      throw this.error(`${what}: ${error.message}${also}`, place);
    }
    this.data = this.toData(what);
  }

  /**
   * The document's value, bounded: aliases may not expand past MAX_ALIASES (an alias bomb), nesting
   * past MAX_DEPTH, and `__proto__`, `constructor` or `prototype` is no key of any mapping (read as
   * JavaScript they would set or hide fields rather than be refused as unknown ones).
   */
  private toData(what: string): unknown {
    let hostile: { key: string; offset: number } | undefined;
    visit(this.doc, {
      Pair: (_, pair) => {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (RESERVED_KEYS.includes(key)) hostile ??= { key, offset: (pair.key as { range?: [number] }).range?.[0] ?? 0 };
      },
    });
    if (hostile) throw this.error(`key "${hostile.key}" is not allowed: it is no field of any content file`, this.offsetPlace(hostile.offset));
    let data: unknown;
    try {
      data = this.doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (error) {
      if (error instanceof ReferenceError) throw this.error(`${what}: its aliases expand too far (at most ${MAX_ALIASES} uses of an alias)`);
      if (error instanceof RangeError) throw this.error(`${what}: ${depthMessage()}`);
      throw error;
    }
    const deep = tooDeep(data);
    if (deep) throw this.error(`${deep}: ${depthMessage()}`);
    return data;
  }

  /**
   * The key whose value the parser was reading when it stopped at `offset`: an unclosed [ or " is
   * noticed lines later, but written at its key. The innermost key before `offset` whose value
   * reaches it.
   */
  private keyAround(offset: number): number | undefined {
    let found: number | undefined;
    visit(this.doc, {
      Pair: (_, pair) => {
        const key = (pair.key as { range?: [number, number, number] } | null)?.range;
        const end = (pair.value as { range?: [number, number, number] } | null)?.range?.[2] ?? key?.[2];
        if (key && key[0] < offset && end !== undefined && end >= offset) found = key[0];
      },
    });
    return found;
  }

  /** The file's first line and column. */
  start(): Place {
    return { file: this.source.file, line: 1, column: 1 };
  }

  /**
   * Where the value at `path` is written: the key of a mapping's field, the item of a list. A field
   * that is missing is pointed at by the nearest key holding it (`engine:` for a missing
   * `engine.ruleset`), or by the file's start for a missing top-level field. The empty path is the
   * value itself (the whole YAML text).
   */
  at(path: readonly PropertyKey[]): Place {
    let node: unknown = this.doc.contents;
    let offset = path.length === 0 ? (node as { range?: [number] } | null)?.range?.[0] : undefined;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(step));
        if (!pair) break;
        offset = (pair.key as { range?: [number] }).range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof step === 'number' && node.items[step] !== undefined) {
        node = node.items[step];
        offset = (node as { range?: [number] }).range?.[0] ?? offset;
      } else break;
    }
    return offset === undefined ? this.start() : this.offsetPlace(offset);
  }

  /** A CatalogError at `place` of this file. */
  error(problem: string, place: Place = this.start()): CatalogError {
    const error = new CatalogError(problem, { ...place, path: this.source.path });
    // The stack starts at the check that failed, not here.
    Error.captureStackTrace?.(error, this.error);
    return error;
  }

  private offsetPlace(offset: number): Place {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.source.file, line: line + this.firstLine - 1, column: col };
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A Markdown/MDX file's frontmatter ("---\nyaml\n---\nbody") and body; a file without one is an error. */
export function readFrontmatter(source: SourceFile, text: string): { yaml: YamlSource; body: string } {
  const match = FRONTMATTER.exec(text);
  if (!match) throw new CatalogError('no frontmatter (the file must start with a --- block)', { ...source, line: 1, column: 1 });
  return { yaml: new YamlSource(source, match[1] ?? '', 2, 'frontmatter is not valid YAML'), body: match[2] ?? '' };
}

/** A content file's text, refused with the file's name when it is too large or unreadable. */
export function readSource(source: SourceFile): string {
  try {
    return readBounded(source.path);
  } catch (error) {
    if (error instanceof FileReadError) throw new CatalogError(`${source.file}: ${error.problem}`);
    throw error;
  }
}
