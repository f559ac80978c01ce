// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { candidatePairs, closestPairs, decide, newGame, step, type Decision, type GameEvent, type GameState } from '../../../src/engine/index.ts';
import MatchPairing from '../../../src/widgets/MatchPairing.tsx';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { clearLink, openLink, propsFor } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Match pairing' });
const button = (name: string) => within(region()).getByRole('button', { name });
const log = () => within(region()).getByRole('log');
const rows = () =>
  within(region())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

/** Presses Next Match and waits for its Match to be resolved (the policies load on first use). */
async function next(): Promise<void> {
  const before = log().textContent;
  fireEvent.click(button('Next Match'));
  await waitFor(() => expect(log().textContent).not.toBe(before));
}

/** The Matches of Turn 1 as the engine forms and resolves them with aggressive policies. */
function engineMatches(state: GameState): Array<Extract<GameEvent, { type: 'match-start' }>> {
  const starts: Array<Extract<GameEvent, { type: 'match-start' }>> = [];
  let g = state;
  for (let k = 0; k < 500 && g.phase !== 'over'; k++) {
    const r = step(g, decide('aggressive', g));
    for (const e of r.events) if (e.type === 'match-start') starts.push(e);
    g = r.state;
  }
  return starts;
}

describe('Match pairing widget', () => {
  it('lists the engine’s candidate gaps and marks the closest pair', () => {
    render(<MatchPairing {...propsFor('match-pairing', 'deployment')} />);
    const { state } = newGame(presetFor('match-pairing', 'deployment', 'v0.1f').preset.scenario);
    const candidates = candidatePairs(state);
    expect(rows()).toHaveLength(6);
    fireEvent.click(button(`Show all ${candidates.length} pairs`));
    expect(rows()).toHaveLength(candidates.length);
    expect(rows().map((r) => r!.replace(' (closest)', ''))).toEqual(
      candidates.map((c) => `${c.instigator} v ${c.retaliator}${Math.round(c.distance * 100) / 100} in`),
    );
    const best = closestPairs(state)[0]!;
    expect(rows()[0]).toBe(`${best.instigator} v ${best.retaliator} (closest)${Math.round(best.distance * 100) / 100} in`);
  });

  it('Next Match forms the Matches in the engine’s order, resolves each and greys out the Inert', async () => {
    render(<MatchPairing {...propsFor('match-pairing', 'deployment')} />);
    const { state, events } = newGame(presetFor('match-pairing', 'deployment', 'v0.1f').preset.scenario);
    const first = events.find((e) => e.type === 'match-start')!;
    const expected = [first, ...engineMatches(state)].filter((e) => e.type === 'match-start' && e.turn === 1) as Array<
      Extract<GameEvent, { type: 'match-start' }>
    >;
    expect(log().textContent).toBe('No Match formed yet.');
    await next();
    const head = `Turn 1, Match 1: ${expected[0]!.instigator} v ${expected[0]!.retaliator}`;
    expect(log().textContent).toContain(head);
    expect(log().textContent).toContain('Match 1 ends');
    expect(within(region()).getByText(new RegExp(`${expected[0]!.instigator} and ${expected[0]!.retaliator} are now Inert`))).toBeTruthy();
    for (let k = 1; k < expected.length; k++) await next();
    const text = log().textContent!;
    expected.forEach((e, k) => expect(text).toContain(`Turn 1, Match ${k + 1}: ${e.instigator} v ${e.retaliator}`));
    expect(within(region()).getByText(/Turn 1 ends: no unMatched pair is left/)).toBeTruthy();
    const inert = region().querySelectorAll('.sow-base--inert');
    expect(inert.length).toBeGreaterThan(0);
    // After the Turn ends, the next press starts Turn 2 with everyone unMatched.
    await next();
    expect(log().textContent).toContain('Turn 2 begins.');
  });

  it('a tie asks the reader to pick, with one button per tied pair', async () => {
    render(<MatchPairing {...propsFor('match-pairing', 'tie')} />);
    expect(rows().filter((r) => r!.includes('tied closest'))).toHaveLength(2);
    fireEvent.click(button('Next Match'));
    const group = await within(region()).findByRole('group', { name: 'Tied Matches: the Instigator picks one' });
    expect(within(region()).queryByRole('button', { name: 'Next Match' })).toBeNull();
    const picks = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(picks).toEqual(['I1 v R1 (3 in)', 'I2 v R2 (3 in)']);
    fireEvent.click(within(group).getByRole('button', { name: 'I2 v R2 (3 in)' }));
    await waitFor(() => expect(log().textContent).toContain('Match 1 ends'));
    expect(log().textContent).toContain("Turn 1, Match 1: I2 v R2 at 3 in (the Instigator's pick of 2 tied pairs).");
    expect(button('Next Match')).toBeTruthy();
  });

  it('ends with the winner and no more Matches', async () => {
    render(<MatchPairing {...propsFor('match-pairing', 'collapse-o-snap')} />);
    for (let k = 0; k < 60 && !(button('Next Match') as HTMLButtonElement).disabled; k++) await next();
    expect((button('Next Match') as HTMLButtonElement).disabled).toBe(true);
    expect(region().querySelector('.sow-status')!.textContent).toMatch(/wins|draw/);
    expect(log().textContent).toMatch(/wins in Turn|draw after Turn/);
  });

  it('moves a base with the arrow keys within its zone, and not onto another base', async () => {
    render(<MatchPairing {...propsFor('match-pairing', 'collapse-o-snap')} />);
    const base = within(region()).getByRole('button', { name: /^I2, Instigator/ });
    fireEvent.focus(base);
    // The first press may come before the set-up code has loaded: it is applied when it arrives.
    fireEvent.keyDown(base, { key: 'ArrowLeft', shiftKey: true });
    await waitFor(() => expect(within(region()).getByRole('button', { name: /^I2, Instigator \(white\), at 9 in across/ })).toBeTruthy());
    fireEvent.keyDown(within(region()).getByRole('button', { name: /^I2/ }), { key: 'ArrowLeft' });
    expect(within(region()).getByRole('button', { name: /^I2, Instigator \(white\), at 8\.9 in across/ })).toBeTruthy();
    // Up is toward the Retaliator's edge; the zone stops the base at 6 in.
    for (let k = 0; k < 8; k++) fireEvent.keyDown(within(region()).getByRole('button', { name: /^I2/ }), { key: 'ArrowUp', shiftKey: true });
    expect(within(region()).getByRole('button', { name: /^I2, .* 6 in from the Instigator's edge/ })).toBeTruthy();
    // I1 sits at (6, 5.4): moving I2 onto it is refused by the engine's own check.
    const i1 = within(region()).getByRole('button', { name: /^I1/ });
    for (let k = 0; k < 5; k++) fireEvent.keyDown(i1, { key: 'ArrowRight', shiftKey: true });
    expect(within(region()).getByText(/cannot go there/)).toBeTruthy();
  });

  it('deploys at random from a seed, through the engine', async () => {
    render(<MatchPairing {...propsFor('match-pairing', 'deployment')} />);
    fireEvent.change(within(region()).getByLabelText('Seed'), { target: { value: '42' } });
    fireEvent.click(button('Deploy at random'));
    const { deploy } = await import('../../../src/engine/index.ts');
    const i1 = deploy(42).combatants[0]!;
    await waitFor(() => expect(within(region()).getByRole('button', { name: new RegExp(`^I1, .* at ${Math.round(i1.x * 10) / 10} in across`) })).toBeTruthy());
  });

  it('a malformed link shows an alert and the preset', async () => {
    openLink('match-pairing', 'tie', 'not-a-state');
    render(<MatchPairing {...propsFor('match-pairing', 'tie')} />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^This link could not be used \(.+\), so the Match pairing shows its starting position instead\./);
    expect(rows().filter((r) => r!.includes('tied closest'))).toHaveLength(2);
  });

  it('reopens a shared link after its Matches', async () => {
    const scenario = presetFor('match-pairing', 'tie', 'v0.1f').preset.scenario;
    // Pick I2 v R2, then let the engine's aggressive policy play that Match to its end.
    let g = newGame(scenario).state;
    const decisions: Decision[] = [{ type: 'pick-match', instigator: 'I2', retaliator: 'R2' }];
    let r = step(g, decisions[0]!);
    while (!r.events.some((e) => e.type === 'match-end')) {
      g = r.state;
      const d = decide('aggressive', g);
      decisions.push(d);
      r = step(g, d);
    }
    openLink('match-pairing', 'tie', { scenario, decisions, controllers: { instigator: 'aggressive', retaliator: 'aggressive' } });
    render(<MatchPairing {...propsFor('match-pairing', 'tie')} />);
    await waitFor(() => expect(log().textContent).toContain('Match 1 ends'));
    expect(log().textContent).toContain('Turn 1, Match 1: I2 v R2');
    // The next Match is I1 v R1, shown as the closest pair still to come.
    expect(rows()[0]).toContain('I1 v R1 (closest)');
  });

  it('a link made while picking a tie reopens at the pick', async () => {
    const scenario = presetFor('match-pairing', 'tie', 'v0.1f').preset.scenario;
    openLink('match-pairing', 'tie', {
      scenario,
      decisions: [],
      controllers: { instigator: 'aggressive', retaliator: 'aggressive' },
      extra: { seed: 7, asking: 1 },
    });
    render(<MatchPairing {...propsFor('match-pairing', 'tie')} />);
    expect(await within(region()).findByRole('group', { name: 'Tied Matches: the Instigator picks one' })).toBeTruthy();
  });
});
