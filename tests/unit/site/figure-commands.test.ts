// The `sow sim` line printed under an explainer's figures must play the row's games: a row played with
// strikes at once prints the flag that asks for them.
import { describe, expect, it } from 'vitest';
import { FIGURE_SETS } from '../../../src/shared/figure-sets.ts';
import { simCommand } from '../../../src/shared/sim-command.ts';

describe('the figures’ command lines', () => {
  it('name every reading a row is played under', () => {
    const rows = FIGURE_SETS.exchange!.rows;
    const atOnce = rows.filter((r) => r.options.readings?.exchange === 'simultaneous');
    expect(atOnce.length).toBeGreaterThan(0);
    for (const row of atOnce) expect(simCommand(row.options)).toContain('--exchange simultaneous');
    for (const row of rows.filter((r) => !r.options.readings)) expect(simCommand(row.options)).not.toContain('--exchange');
  });
});
