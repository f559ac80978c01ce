// The full `--json` of `sow sim` and `sow odds` over a grid of settings (sim-grid.ts), recorded from the
// engine before the shared Match transition and the fast core (issues 17, 18): every figure of every
// command must stay as it was. Re-record only for an intended change of behaviour:
// SOW_RECORD=1 npx vitest run tests/unit/engine/sim-grid.test.ts
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = new URL('./fixtures/sim-grid.json', import.meta.url);
const RUNNER = fileURLToPath(new URL('./sim-grid-runner.ts', import.meta.url));

type Result = { args: string[]; status: number; stdout: string; stderr: string };

describe('sow sim and sow odds give the same JSON as before the fast core', () => {
  it('over every system, ruleset, policy pair, size, and a few readings and parameters', () => {
    const r = spawnSync(process.execPath, [RUNNER], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
    expect(r.status, r.stderr).toBe(0);
    const fresh = JSON.parse(r.stdout) as Result[];
    if (process.env.SOW_RECORD === '1') writeFileSync(FIXTURE, `${JSON.stringify(fresh, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Result[];
    expect(fresh.map((x) => x.args)).toEqual(recorded.map((x) => x.args));
    // Sim figures are every command's own; the ones that ran must have answered.
    expect(fresh.filter((x) => x.status !== 0).map((x) => `${x.args.join(' ')}: ${x.stderr}`)).toEqual([]);
    // stdout is the figures; stderr holds only notes (optimal's), worded elsewhere.
    const differing = fresh.filter((x, i) => x.stdout !== recorded[i]!.stdout || x.status !== recorded[i]!.status).map((x) => x.args.join(' '));
    expect(differing).toEqual([]);
  }, 300_000);
});
