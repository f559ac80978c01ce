// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decide, decidingSide, newGame, playGame, replay, step } from '../../../src/engine/index.ts';
import Game from '../../../src/widgets/Game.tsx';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { clearLink, openLink, propsFor } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Game' });
const button = (name: string) => within(region()).getByRole('button', { name });
const status = () => region().querySelector('.sow-status')!.textContent;
const log = () => within(region()).getByRole('log');

describe('Game widget', () => {
  const five = presetFor('game', 'five-a-side', 'v0.1f').preset;
  const policies = { instigator: 'aggressive', retaliator: 'counter' } as const;

  it('starts at the engine’s first decision', () => {
    render(<Game {...propsFor('game', 'five-a-side')} />);
    const { state } = newGame(five.scenario);
    expect(status()).toContain(
      `Turn 1 of 50, Match 1: ${state.combatants[state.match!.instigator]!.id} (the engine's Instigator, as aggressive) to act, Action 1 of 5.`,
    );
    expect((button('Back') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Step makes one policy decision; Back replays one decision fewer', async () => {
    render(<Game {...propsFor('game', 'five-a-side')} />);
    const { state } = newGame(five.scenario);
    const after = step(state, decide('aggressive', state));
    fireEvent.click(button('Step'));
    await waitFor(() => expect((button('Back') as HTMLButtonElement).disabled).toBe(false));
    expect(log().textContent).toContain(after.events.map((e) => (e.type === 'move' ? `${e.id} moves` : '')).find(Boolean)!);
    fireEvent.click(button('Back'));
    expect(status()).toContain('Action 1 of 5');
  });

  it('Play runs the game to the engine’s result', async () => {
    render(<Game {...propsFor('game', 'five-a-side')} />);
    fireEvent.click(button('Play'));
    const result = playGame(five.scenario, policies);
    const words =
      result.state.winner === 'draw'
        ? 'draw'
        : `The ${result.state.winner === 'instigator' ? 'Instigator' : 'Retaliator'} wins (Turn ${result.state.turn} of 50).`;
    await waitFor(() => expect(status()).toContain(words), { timeout: 5000 });
    expect((button('Play') as HTMLButtonElement).disabled).toBe(true);
    expect(log().textContent).toContain(result.state.winner === 'draw' ? 'draw' : 'wins in Turn');
  });

  it('endgame: the v0.2 game ends on the removal, v0.1f at the next Turn start', async () => {
    for (const version of ['v0.1f', 'v0.2'] as const) {
      const { preset } = presetFor('game', 'endgame', version);
      const r = playGame(preset.scenario, { instigator: 'aggressive', retaliator: 'aggressive' });
      const { unmount } = render(<Game {...propsFor('game', 'endgame', version)} />);
      fireEvent.click(button('Play'));
      await waitFor(() => expect(status()).toMatch(/wins|draw/), { timeout: 5000 });
      const lines = [...log().querySelectorAll('li')].map((li) => li.className);
      const end = lines.lastIndexOf('sow-log__line sow-log__game-end');
      expect(end).toBe(lines.length - 1);
      expect(r.events.at(-1)!.type).toBe('game-end');
      if (version === 'v0.2') expect(lines[end - 1]).toContain('match-end');
      else expect(lines[end - 1]).toContain('turn-start');
      unmount();
    }
  });

  it('lets the reader play a side with the engine’s legal decisions, policies answering', async () => {
    render(<Game {...propsFor('game', 'play')} />);
    const group = () => within(region()).queryByRole('group', { name: /'s decision$/ });
    // The buttons load when a person first has to decide.
    await waitFor(() => expect(group()).toBeTruthy());
    expect(
      within(group()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Wait', 'Move toward', 'Move away']);
    expect((button('Step') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Wait'));
    // The optimal Retaliator answers on its own, and the reader is asked again.
    await waitFor(() => expect(log().textContent).toMatch(/R\d (waits|moves|rolls)/));
    await waitFor(() => expect(group()).toBeTruthy());
  });

  it('reopens a shared link at its decision, and refuses a hostile one', async () => {
    const { decisions } = playGame(five.scenario, policies);
    openLink('game', 'five-a-side', { scenario: five.scenario, decisions: decisions.slice(0, 12), controllers: policies });
    const { unmount } = render(<Game {...propsFor('game', 'five-a-side')} />);
    const expected = replay(five.scenario, decisions.slice(0, 12));
    const side = decidingSide(expected.state);
    await waitFor(() => expect(log().querySelectorAll('li')).toHaveLength(expected.events.length));
    expect(status()).toContain(`'s ${side === 'instigator' ? 'Instigator' : 'Retaliator'}`);
    unmount();
    openLink('game', 'five-a-side', 'eyJ2IjoxfQ');
    render(<Game {...propsFor('game', 'five-a-side')} />);
    expect((await within(region()).findByRole('alert')).textContent).toMatch(/could not be used/);
    expect(status()).toContain('Action 1 of 5');
  });
});
