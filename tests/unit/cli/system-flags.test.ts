// What `sow sim` and `sow play` print and refuse per turn system: figures a system has no Matches for are
// "n/a" (never "0.00"), and a ruling or parameter flag the system never reads is refused (reading
// `unread-flags`, docs/engine.md), as a user runs them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused, sow } from './run.ts';

let dir = '';
let path = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sow-flags-'));
  path = join(dir, 'pair.json');
  // The file's own rulings are not the flags' business: a file may be played under every system.
  writeFileSync(
    path,
    JSON.stringify({
      combatants: [
        { id: 'I1', side: 'instigator', x: 6, y: 2 },
        { id: 'R1', side: 'retaliator', x: 6, y: 10 },
      ],
      rulings: { exchange: 'simultaneous', 'turn-limit': 3 },
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sim = (...args: string[]) => ['sim', '--games', '20', '--seed', '5', ...args];

describe('sow sim: only the figures a system has', () => {
  for (const [system, turns] of [
    ['wwpd', 'Turns'],
    ['war', 'rounds'],
  ] as const)
    it(`${system}: Matches are n/a in the text, left out of the JSON`, () => {
      const text = sow(...sim('--system', system));
      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toMatch(new RegExp(`Mean ${turns} \\d+\\.\\d\\d, Matches n/a \\(${system} plays no Fragment 1 Matches\\)`));
      expect(text.stdout).not.toContain('mean Matches');
      const json = JSON.parse(sow(...sim('--system', system, '--json')).stdout);
      expect(json).not.toHaveProperty('meanMatches');
      expect(json).not.toHaveProperty('matchesBothStand');
      expect(json).toHaveProperty('doubleKnockouts');
      expect(json).toHaveProperty('longestWait');
    });

  for (const system of ['fragment1', 'warspike'])
    it(`${system}: Matches are counted, as before`, () => {
      const text = sow(...sim('--system', system)).stdout;
      expect(text).toMatch(/mean Matches [1-9]\d*\.\d\d \(\d+ ended with both standing\)/);
      const json = JSON.parse(sow(...sim('--system', system, '--json')).stdout);
      expect(json.meanMatches).toBeGreaterThan(0);
      expect(json).toHaveProperty('matchesBothStand');
    });
});

describe('sow sim and play: a flag the system never reads is refused (unread-flags)', () => {
  it('war refuses each Fragment 1 ruling it does not read and --actions, naming the flag and why', () => {
    refused(sim('--system', 'war', '--actions', '3'), '--actions', 'does not apply to the war turn system', '2 Actions, or 1 to 3 from the Act 3 roll');
    refused(sim('--system', 'war', '--turn-limit', '20'), '--turn-limit', 'war', 'at most 9 rounds');
    refused(sim('--system', 'war', '--exchange', 'alternating'), '--exchange', 'war', 'always one exchange at once');
    refused(sim('--system', 'war', '--last-strike', 'lands'), '--last-strike', 'war', 'plays no Match');
    refused(sim('--system', 'war', '--start-in-contact', 'free-strike'), '--start-in-contact', 'war');
    refused(['play', path, '--system', 'war', '--actions', '4'], '--actions', 'does not apply to the war turn system');
  });

  it('war takes what it reads: move-distance, the move, the die, the table', () => {
    const r = sow(...sim('--system', 'war', '--move-distance', 'up-to', '--move', '3', '--die', '10', '--table', '18x12', '--json'));
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ system: 'war', rulings: { 'move-distance': 'up-to' }, params: { move: 3, die: 10 } });
  });

  it('wwpd refuses the Match rulings, --actions, --move and --move-distance, and takes --turn-limit', () => {
    refused(sim('--system', 'wwpd', '--exchange', 'simultaneous'), '--exchange', 'wwpd', 'all at once');
    refused(sim('--system', 'wwpd', '--actions', '3'), '--actions', 'wwpd');
    refused(sim('--system', 'wwpd', '--move', '3'), '--move', 'wwpd', 'wwpd-scale');
    refused(sim('--system', 'wwpd', '--move-distance', 'up-to'), '--move-distance', 'wwpd');
    expect(sow(...sim('--system', 'wwpd', '--turn-limit', '4')).status).toBe(0);
  });

  it('--wwpd-scale applies only to wwpd', () => {
    refused(sim('--wwpd-scale', '0.5'), '--wwpd-scale', 'applies only to the wwpd turn system, not fragment1');
    refused(sim('--system', 'war', '--wwpd-scale', '0.5'), '--wwpd-scale', 'not war');
    expect(sow(...sim('--system', 'wwpd', '--wwpd-scale', '0.5')).status).toBe(0);
  });

  it("a scenario file's own rulings play under any system; only flags are held to the system", () => {
    const r = sow('play', path, '--system', 'war', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).events.length).toBeGreaterThan(0);
  });
});
