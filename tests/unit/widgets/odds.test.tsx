// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchOdds, simulate } from '../../../src/engine/index.ts';
import Odds from '../../../src/widgets/Odds.tsx';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { clearLink, openLink, propsFor } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Odds' });
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

describe('Odds widget', () => {
  it('tabulates the engine’s exact Match odds by gap', () => {
    render(<Odds {...propsFor('odds', 'closing-distance')} />);
    const table = within(region()).getByRole('table', { name: /Exact Match odds/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(13);
    for (const gap of [0, 3, 7, 12]) {
      const o = matchOdds({ gap, instigator: 'optimal', retaliator: 'optimal' });
      expect(rows[gap]!.textContent).toBe(`${gap === 0 ? '0 in (in contact)' : `${gap} in`}${pct(o.instigator)}${pct(o.retaliator)}${pct(o.bothStand)}`);
    }
    expect(within(region()).getByRole('img', { name: /Match odds against the gap/ })).toBeTruthy();
  });

  it('runs a simulation (here on the main thread) with 95% intervals, and shows its first game', async () => {
    const { preset } = presetFor('odds', 'closing-distance', 'v0.1f');
    const policies = { instigator: 'aggressive', retaliator: 'random' } as const;
    openLink('odds', 'closing-distance', { scenario: preset.scenario, decisions: [], controllers: policies, extra: { games: 100, seed: 9, perSide: 3 } });
    render(<Odds {...propsFor('odds', 'closing-distance')} />);
    await waitFor(() => expect((within(region()).getByLabelText('Games') as HTMLSelectElement).value).toBe('100'));
    fireEvent.click(within(region()).getByRole('button', { name: 'Run simulation' }));
    expect(within(region()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const expected = simulate({ games: 100, seed: 9, perSide: 3, ruleset: 'v0.1f', readings: {}, policies });
    const table = await within(region()).findByRole('table', { name: /100 games, seed 9/ }, { timeout: 15000 });
    const row = within(table).getByRole('row', { name: /The Instigator wins/ });
    const [lo, hi] = expected.intervals.instigator;
    expect(row.textContent).toBe(`The Instigator wins${expected.instigatorWins}${pct(expected.instigatorWins / 100)}${pct(lo)} – ${pct(hi)}`);
    // The report's sentences load with the run's first game, a moment after the figures on a busy machine.
    await waitFor(() => expect(within(region()).getByRole('log').textContent).toContain('Turn 1, Match 1:'), { timeout: 10000 });
  }, 30000);

  it('cancels a run', async () => {
    render(<Odds {...propsFor('odds', 'closing-distance')} />);
    fireEvent.change(within(region()).getByLabelText('Games'), { target: { value: '10000' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Run simulation' }));
    await waitFor(() => expect((within(region()).getByRole('progressbar') as HTMLProgressElement).value).toBeGreaterThan(0), { timeout: 10000 });
    fireEvent.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).getByText(/games: cancelled/)).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Run simulation' })).toBeTruthy();
  }, 20000);

  it('a malformed link shows an alert and the preset figures', async () => {
    openLink('odds', 'closing-distance', '!!');
    render(<Odds {...propsFor('odds', 'closing-distance')} />);
    expect((await within(region()).findByRole('alert')).textContent).toMatch(/could not be used/);
    expect(within(region()).getByRole('table', { name: /Exact Match odds/ })).toBeTruthy();
  });
});
