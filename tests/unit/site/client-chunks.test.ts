// The browser build's chunks by audience (issue 38): what an eager island's page loads before a touch is
// only what that island imports, and a touch's many small shared groups become few chunks.
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { audiences, touchIslands } from '../../../src/site/client-chunks.ts';

/** A module graph as the bundler gives it: ids (not files on disk, so none is read as a barrel), sizes, static imports. */
function graph(modules: Record<string, { entry?: boolean; size: number; imports?: string[] }>) {
  return {
    ids: Object.keys(modules),
    info: (id: string) => {
      const m = modules[id];
      return m ? { isEntry: !!m.entry, importedIds: m.imports ?? [], exports: [], code: 'x'.repeat(m.size) } : null;
    },
  };
}

/** Every module an entry loads: its own and those of every chunk holding a module it imports, directly or not. */
function loads(g: ReturnType<typeof graph>, names: Map<string, string>, entry: string): Set<string> {
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id)) return;
    closure.add(id);
    g.info(id)!.importedIds.forEach(visit);
  };
  visit(entry);
  const chunks = new Set([...closure].map((id) => names.get(id)).filter(Boolean));
  return new Set([...closure, ...g.ids.filter((id) => chunks.has(names.get(id)))]);
}

const touch = (id: string) => id.startsWith('touch');

describe('chunks by audience', () => {
  const g = graph({
    eagerTight: { entry: true, size: 90_000, imports: ['values', 'matchLayer'] },
    eagerLoose: { entry: true, size: 1_000, imports: ['values', 'report'] },
    touchMatch: { entry: true, size: 5_000, imports: ['values', 'matchLayer', 'report', 'play', 'matchView'] },
    touchGame: { entry: true, size: 5_000, imports: ['values', 'matchLayer', 'report', 'play', 'table'] },
    values: { size: 3_000 },
    matchLayer: { size: 20_000, imports: ['values'] },
    report: { size: 2_000, imports: ['values'] },
    play: { size: 20_000, imports: ['matchLayer'] },
    matchView: { size: 1_000 },
    table: { size: 1_500 },
  });
  const names = audiences(g.ids, g.info, touch);

  it('leaves an entry, and what one entry alone imports, to the bundler', () => {
    expect(names.has('touchMatch')).toBe(false);
    expect(names.has('eagerTight')).toBe(false);
  });

  it('gives an eager island near its limit nothing it does not import', () => {
    expect([...loads(g, names, 'eagerTight')].sort()).toEqual(['eagerTight', 'matchLayer', 'values']);
  });

  it('never puts code only touches use in a chunk an eager island loads', () => {
    for (const id of loads(g, names, 'eagerLoose')) expect(['play', 'matchView', 'table']).not.toContain(id);
  });

  it('merges the small groups a touch loads where the islands have room', () => {
    const chunks = (entry: string) => new Set([...loads(g, names, entry)].map((id) => names.get(id)).filter(Boolean));
    // Five groups by exact audience (values, matchLayer, report, play, and table with matchView).
    expect(new Set(names.values()).size).toBeLessThan(5);
    expect(chunks('touchGame').size).toBeLessThan(4);
    // The loose eager island has room for the Match layer; the tight one none for the report.
    expect(names.get('values')).toBe(names.get('matchLayer'));
    expect(names.get('report')).not.toBe(names.get('values'));
  });
});

describe('touch islands', () => {
  it('are the components placed with client:interaction', () => {
    const found = touchIslands([resolve(import.meta.dirname, '../../../src/components')]);
    const rel = [...found].map((f) => f.replace(/.*\/src\//, 'src/')).sort();
    expect(rel).toContain('src/widgets/Match.tsx');
    expect(rel).toContain('src/widgets/lab/WhatIf.tsx');
    expect(rel).not.toContain('src/widgets/Odds.tsx');
  });
});
