// Groups chained through enemies (spec turn-systems.md, "Groups as a tool"): WWPD divides the table into
// Melees (base contact) and Firefights (within range), each "daisy-chained": A linked to B and B to C
// make one group. Pure: `sow groups`, the WWPD turn system and the widgets all call this one function.
import { withinReach, type Point } from '../core/geometry.ts';
import type { Side } from '../core/types.ts';

export interface Base extends Point {
  side: Side;
  removed?: boolean;
}

/**
 * The links the groups are chained from: every pair of enemy bases on the table (indices, the earlier
 * first) whose edge-to-edge gap is at most `reach` inches. What a page draws between bases.
 */
export function enemyLinks(bases: readonly Base[], reach: number, diameter: number): Array<[number, number]> {
  const links: Array<[number, number]> = [];
  eachEnemyLink(bases, reach, diameter, (i, j) => links.push([i, j]));
  return links;
}

/** enemyLinks' pairs handed to `visit` in the same order, none kept: what the groups are made from. */
function eachEnemyLink(bases: readonly Base[], reach: number, diameter: number, visit: (i: number, j: number) => void): void {
  for (let i = 0; i < bases.length; i++) {
    const a = bases[i]!;
    if (a.removed) continue;
    for (let j = i + 1; j < bases.length; j++) {
      const b = bases[j]!;
      if (!b.removed && b.side !== a.side && withinReach(a, b, diameter, reach)) visit(i, j);
    }
  }
}

/**
 * The groups of bases on the table linked to an enemy by an edge-to-edge gap of at most `reach` inches
 * (0: base contact), chained through enemies only: friends touching each other link nothing. Each group
 * lists indices in scenario order, groups ordered by their first member; a base linked to no enemy is
 * in no group.
 */
export function linkedGroups(bases: readonly Base[], reach: number, diameter: number): number[][] {
  // Union-find over the enemy links; the root of each group is its earliest member. WWPD asks at every
  // Melee step, so the links are followed as they are found rather than listed, and a group is found
  // by its root's index rather than through a map.
  const n = bases.length;
  const root = new Int32Array(n);
  for (let i = 0; i < n; i++) root[i] = i;
  const find = (i: number): number => {
    while (root[i] !== i) i = root[i] = root[root[i]!]!;
    return i;
  };
  const linked = new Uint8Array(n);
  eachEnemyLink(bases, reach, diameter, (i, j) => {
    linked[i] = linked[j] = 1;
    const ri = find(i);
    const rj = find(j);
    if (ri !== rj) root[Math.max(ri, rj)] = Math.min(ri, rj);
  });
  const groups: number[][] = [];
  const groupAt: Array<number[] | undefined> = new Array(n); // by root
  for (let i = 0; i < n; i++) {
    if (!linked[i]) continue;
    const r = find(i);
    let group = groupAt[r];
    if (!group) {
      groupAt[r] = group = [];
      groups.push(group);
    }
    group.push(i);
  }
  return groups;
}

/** linkedGroups by id: what `sow groups` prints and a page shows. */
export function groupIds(bases: readonly (Base & { id: string })[], reach: number, diameter: number): string[][] {
  return linkedGroups(bases, reach, diameter).map((group) => group.map((i) => bases[i]!.id));
}
