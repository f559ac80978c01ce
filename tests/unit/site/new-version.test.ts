import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCatalog } from '../../../src/catalog/catalog.ts';
import { aliasTarget } from '../../../src/site/catalog.ts';
import { contentAddresses } from '../../../src/site/routes.ts';
import { newVersion, parseArgs, UsageError } from '../../../scripts/new-version.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/content/', import.meta.url));
let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'sow-new-version-')), 'content');
  cpSync(FIXTURES, dir, { recursive: true });
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('newVersion', () => {
  it('copies the source version as a draft with the next order, keeping every stable id', () => {
    const result = newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir });
    expect(result).toMatchObject({ from: 'v0.2', order: 3, rules: 7, ruleset: 'v0.2' });
    const meta = parse(readFileSync(join(dir, 'v0.3/version.yaml'), 'utf8'));
    expect(meta).toMatchObject({ id: 'v0.3', order: 3, status: 'draft', title: 'Tactical Fragment 1, v0.3', documentId: 'sow-tactical-frag1-v0.3' });
    const catalog = loadCatalog(dir);
    expect(catalog.rules('v0.3').map((r) => r.id)).toEqual(catalog.rules('v0.2').map((r) => r.id));
  });

  it("keeps the source's engine ruleset: a draft of v0.2 plays v0.2's rules, not v0.1f's", () => {
    expect(newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir }).ruleset).toBe('v0.2');
    expect(parse(readFileSync(join(dir, 'v0.3/version.yaml'), 'utf8')).engine).toEqual({ ruleset: 'v0.2', params: {} });
    expect(loadCatalog(dir).version('v0.3')!.engine).toEqual({ ruleset: 'v0.2', params: {}, rulings: {} });
  });

  it('keeps the parameter defaults the source changes', () => {
    const path = join(dir, 'v0.2/version.yaml');
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace('engine: { ruleset: v0.2, params: {} }', 'engine: { ruleset: v0.2, params: { die: 10, table: 18x12 } }'),
    );
    newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir });
    expect(loadCatalog(dir).version('v0.3')!.engine).toEqual({ ruleset: 'v0.2', params: { die: 10, table: { width: 18, depth: 12 } }, rulings: {} });
  });

  it('defaults to copying the newest version', () => {
    expect(newVersion({ to: 'v0.3', contentDir: dir }).from).toBe('v0.2');
  });

  it('adds addresses and changes none: short links keep leading to the newest published version, not the draft', () => {
    const explainers = [
      { slug: 'counting', versions: ['v0.1f'] },
      { slug: 'every-version', versions: [] },
    ];
    const before = loadCatalog(dir);
    const old = contentAddresses(before, explainers);
    expect(old).toEqual(expect.arrayContaining(['/explainers/counting/', '/v0.1f/explainers/counting/', '/v0.2/explainers/every-version/']));
    newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir });
    const after = loadCatalog(dir);
    const now = contentAddresses(after, explainers);
    expect(now).toEqual(expect.arrayContaining(old));
    expect(now).toEqual(
      expect.arrayContaining([
        '/v0.3/',
        '/v0.3/rules/7/',
        '/compare/v0.2...v0.3/',
        '/compare/v0.3...v0.1f/',
        '/v0.3/explainers/every-version/',
        '/v0.3/practice/',
      ]),
    );
    // Practice questions keep their addresses: the old versions' ids come from their own content.
    expect(old.filter((a) => /\/practice\/(next|best)-/.test(a)).length).toBeGreaterThan(20);
    expect(aliasTarget(after, 6)?.version).toBe('v0.1f');
  });

  it('makes a newer version the default only once its status is published', () => {
    newVersion({ to: 'v0.3', from: 'v0.2', contentDir: dir });
    const path = join(dir, 'v0.3/version.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('status: draft', 'status: published'));
    expect(aliasTarget(loadCatalog(dir), 6)).toMatchObject({ version: 'v0.3', id: 'move-action' });
  });

  it('refuses an existing target, an unknown source and a malformed id, with messages that say what to do', () => {
    expect(() => newVersion({ to: 'v0.2', from: 'v0.1f', contentDir: dir })).toThrow(/v0\.2 already exists: pick another id, or remove that folder first/);
    expect(() => newVersion({ to: 'v0.3', from: 'v0.22', contentDir: dir })).toThrow('--from v0.22: no such version (did you mean v0.2');
    expect(() => newVersion({ to: '0.3', contentDir: dir })).toThrow(/"0\.3" is not a version id: write it like v0\.3/);
    expect(existsSync(join(dir, 'v0.3'))).toBe(false);
  });
});

describe('parseArgs', () => {
  it('reads the id and options', () => {
    expect(parseArgs(['v0.3', '--from', 'v0.2'])).toEqual({ to: 'v0.3', from: 'v0.2' });
  });

  it('explains bad arguments', () => {
    expect(() => parseArgs([])).toThrow(new UsageError('which version? Give the new version id'));
    expect(() => parseArgs(['v0.3', '--from'])).toThrow('--from needs a value');
    expect(() => parseArgs(['v0.3', '--form', 'v0.2'])).toThrow('unknown option --form');
    expect(() => parseArgs(['v0.3', 'v0.4'])).toThrow('one new version at a time');
  });
});
