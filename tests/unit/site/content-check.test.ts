// contentCheck, the integration astro.config.mjs lists first: it checks the content before Astro does
// anything with it (the build test, build-errors.test.ts, runs it for real), and in `astro dev` checks
// again on each change under the content folder, logging the problem with its file:line:col.
import { EventEmitter } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogError } from '../../../src/catalog/catalog.ts';
import { checkContent, contentCheck } from '../../../src/site/catalog.ts';
import { fixtureCopy, removeCopy } from './fixture-copy.ts';

let content: string;
beforeEach(() => {
  content = fixtureCopy();
});
afterEach(() => removeCopy(content));

const COLOURS = () => join(content, 'v0.2/rules/03-colours.mdx');
const edit = (path: string, from: RegExp, to: string) => writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));

type Hooks = NonNullable<ReturnType<typeof contentCheck>['hooks']>;

describe('contentCheck', () => {
  it('passes the fixture content', () => {
    expect(() => checkContent(content)).not.toThrow();
    expect(() => (contentCheck(content).hooks['astro:config:setup'] as (o: object) => void)({ command: 'dev' })).not.toThrow();
  });

  it('stops astro:config:setup with a positioned CatalogError', () => {
    edit(COLOURS(), /^number: 3$/m, 'number: 2');
    const hook = contentCheck(content).hooks['astro:config:setup'] as (o: object) => void;
    const setup = () => hook({ command: 'dev' });
    expect(setup).toThrowError(CatalogError);
    expect(setup).toThrowError(/^content\/v0\.2\/rules\/03-colours\.mdx:3:1: number 2 is also used by/);
  });

  it('in astro dev, logs each new problem once when a content file changes, and ignores other files', () => {
    const watcher = new EventEmitter();
    const logged: string[] = [];
    const setup = contentCheck(content).hooks['astro:server:setup'] as unknown as (options: Parameters<NonNullable<Hooks['astro:server:setup']>>[0]) => void;
    setup({ server: { watcher }, logger: { error: (m: string) => logged.push(m) } } as never);

    edit(COLOURS(), /^number: 3$/m, 'number: "x"');
    watcher.emit('change', join(content, '..', 'elsewhere.mdx'));
    expect(logged).toEqual([]);
    watcher.emit('change', COLOURS());
    watcher.emit('change', COLOURS());
    expect(logged).toEqual(['content/v0.2/rules/03-colours.mdx:3:1: field "number" is "x": must be a whole number above 0']);

    edit(COLOURS(), /^number: "x"$/m, 'number: 3');
    watcher.emit('change', COLOURS());
    edit(COLOURS(), /^number: 3$/m, 'number: "x"');
    watcher.emit('change', COLOURS());
    expect(logged).toHaveLength(2);
  });
});
