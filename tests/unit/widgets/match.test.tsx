// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalDecisions, playGame, replay, type Decision } from '../../../src/engine/index.ts';
import Match from '../../../src/widgets/Match.tsx';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { clearLink, openLink, propsFor } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const region = () => screen.getByRole('region', { name: 'Match' });
const button = (name: string) => within(region()).getByRole('button', { name });
const buttons = () =>
  within(region())
    .getAllByRole('button')
    .map((b) => b.textContent);
const log = () => within(region()).getByRole('log');
const slots = (side: 'Instigator' | 'Retaliator') => within(region()).getByText(new RegExp(`^${side}'s \\w+: \\d of 5 Actions used$`)).textContent;

describe('Match widget', () => {
  it('starts with exactly the legal decisions of the engine as buttons, and empty tracks', () => {
    render(<Match {...propsFor('match', 'contact')} />);
    const p = presetFor('match', 'contact', 'v0.1f').preset;
    expect(legalDecisions(replay(p.scenario, []).state).map((d) => d.type)).toEqual(['wait', 'move', 'move']);
    for (const name of ['Wait', 'Move toward', 'Move away']) expect(button(name)).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: 'Roll' })).toBeNull();
    expect(slots('Instigator')).toBe("Instigator's I1: 0 of 5 Actions used");
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(log().textContent).toContain('Turn 1, Match 1: I1 v R1 at 1.5 in.');
  });

  it('once locked, offers only Roll; each decision is counted as rule 36 says', () => {
    render(<Match {...propsFor('match', 'contact')} />);
    fireEvent.click(button('Move toward'));
    expect(buttons().filter((b) => ['Wait', 'Move toward', 'Move away'].includes(b!))).toEqual([]);
    expect(button('Roll')).toBeTruthy();
    expect(slots('Instigator')).toBe("Instigator's I1: 1 of 5 Actions used");
    expect(within(region()).getByText(/Combatant A: I1 · Combatant Z: R1/)).toBeTruthy();
    fireEvent.click(button('Roll'));
    expect(slots('Retaliator')).toBe("Retaliator's R1: 1 of 5 Actions used");
    // The roll is the engine's: the same seed and decisions give the same die.
    const expected = replay(presetFor('match', 'contact', 'v0.1f').preset.scenario, [{ type: 'move', toward: true }, { type: 'fight' }]).events.find(
      (e) => e.type === 'defence',
    );
    expect(expected?.type === 'defence' && within(region()).getByText(new RegExp(`R1 rolls ${expected.roll} \\(Action 1\\)`))).toBeTruthy();
  });

  it("plays the designer's counting example with Play, to the engine's result", async () => {
    render(<Match {...propsFor('match', 'counting-example')} />);
    fireEvent.click(button('Play'));
    await waitFor(() => expect(within(region()).getByText('Match over: R1 is the Winner.')).toBeTruthy());
    expect(slots('Instigator')).toBe("Instigator's I1: 3 of 5 Actions used");
    expect(slots('Retaliator')).toBe("Retaliator's R1: 2 of 5 Actions used");
    expect(within(region()).getByText('R1 rolls 3 (Action 2): holds (1–4)')).toBeTruthy();
    expect(within(region()).getByText('I1 rolls 6 (Action 3): fails (5–6)')).toBeTruthy();
    expect(log().textContent).toContain('Match 1 ends: R1 is the Winner');
    // Nothing after the Match: the log stops at its end.
    expect(log().textContent).not.toContain('Turn 2');
    fireEvent.click(button('Back'));
    expect(within(region()).queryByText('Match over: R1 is the Winner.')).toBeNull();
    fireEvent.click(button('Reset'));
    expect(slots('Instigator')).toBe("Instigator's I1: 0 of 5 Actions used");
  });

  it('links each log line to its rule pages', () => {
    render(<Match {...propsFor('match', 'contact')} />);
    fireEvent.click(button('Wait'));
    fireEvent.click(button('Move toward'));
    const link = within(log()).getAllByRole('link', { name: 'rule 25' })[0]!;
    expect(link.getAttribute('href')).toBe('/v0.1f/rules/25/');
  });

  it('a Match that starts in contact opens with Move & Strike, counted as the first Action', () => {
    render(<Match {...propsFor('match', 'start-in-contact')} />);
    expect(buttons()).toContain('Move & Strike');
    expect(buttons()).not.toContain('Wait');
    fireEvent.click(button('Move & Strike'));
    expect(slots('Instigator')).toBe("Instigator's I1: 1 of 5 Actions used");
    expect(button('Roll')).toBeTruthy();
  });

  it('uses the v0.2 terms', () => {
    render(<Match {...propsFor('match', 'start-in-contact', 'v0.2')} />);
    fireEvent.click(button('Move & Auto-hit'));
    expect(within(region()).getByText(/Attacker: I1 · Defender: R1/)).toBeTruthy();
  });

  it('an autoplayed side answers the reader', async () => {
    render(<Match {...propsFor('match', 'open-field')} />);
    fireEvent.click(button('Wait'));
    await waitFor(() => expect(slots('Retaliator')).toBe("Retaliator's R1: 1 of 5 Actions used"));
    expect(button('Wait')).toBeTruthy();
  });

  it('reopens a shared link exactly where it was', () => {
    const scenario = presetFor('match', 'contact', 'v0.1f').preset.scenario;
    const decisions: Decision[] = [{ type: 'wait' }, { type: 'wait' }, { type: 'move', toward: true }];
    openLink('match', 'contact', { scenario, decisions, controllers: { instigator: 'person', retaliator: 'person' } });
    render(<Match {...propsFor('match', 'contact')} />);
    return waitFor(() => {
      expect(slots('Instigator')).toBe("Instigator's I1: 2 of 5 Actions used");
      expect(slots('Retaliator')).toBe("Retaliator's R1: 1 of 5 Actions used");
      expect(button('Roll')).toBeTruthy();
    });
  });

  it('a malformed link shows an alert and the preset', async () => {
    openLink('match', 'contact', 'eyJ2IjoxLCJyIjoidjAuMWYiLCJjIjpbXX0');
    render(<Match {...propsFor('match', 'contact')} />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/could not be used .*combatants.*so the Match shows its starting position instead/);
    expect(button('Move toward')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('a link whose decisions the engine refuses shows the engine’s reason', async () => {
    const scenario = presetFor('match', 'contact', 'v0.1f').preset.scenario;
    openLink('match', 'contact', { scenario, decisions: [{ type: 'fight' }] });
    render(<Match {...propsFor('match', 'contact')} />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/decision 1: not in contact/);
  });

  it('refuses a link with decisions after the Match is over, instead of needing a Back press for each', async () => {
    const scenario = presetFor('match', 'contact', 'v0.1f').preset.scenario;
    const waits: Decision[] = Array.from({ length: 60 }, () => ({ type: 'wait' }));
    openLink('match', 'contact', { scenario, decisions: waits });
    render(<Match {...propsFor('match', 'contact')} />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/decisions after the Match is over.*so the Match shows its starting position instead/);
    expect(button('Move toward')).toBeTruthy();
  });

  it("a link that plays another ruleset links its log to that ruleset's rule numbers", async () => {
    const v02 = presetFor('match', 'contact', 'v0.2').preset.scenario;
    openLink('match', 'contact', { scenario: v02, decisions: [{ type: 'move', toward: true }] });
    render(<Match {...propsFor('match', 'contact', 'v0.1f')} />);
    const log = await within(region()).findByRole('log');
    await waitFor(() =>
      expect(
        within(log)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === '/v0.2/rules/26/'),
      ).toBe(true),
    );
    expect(
      within(log)
        .queryAllByRole('link')
        .some((a) => a.getAttribute('href')?.startsWith('/v0.1f/')),
    ).toBe(false);
  });

  it('never puts text from a link into the page as HTML', async () => {
    openLink('match', 'contact', '<img src=x onerror="window.__pwned=1">');
    render(<Match {...propsFor('match', 'contact')} />);
    await within(region()).findByRole('alert');
    expect(region().querySelector('img')).toBeNull();
  });

  it('offers a distance under the up-to ruling and refuses one out of range', async () => {
    const scenario = { ...presetFor('match', 'open-field', 'v0.1f').preset.scenario, readings: { 'move-distance': 'up-to' as const } };
    openLink('match', 'open-field', { scenario, decisions: [], controllers: { instigator: 'person', retaliator: 'person' } });
    render(<Match {...propsFor('match', 'open-field')} />);
    const input = (await within(region()).findByLabelText(/Move distance/)) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '3' } });
    expect((button('Move toward') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(input, { target: { value: '0.5' } });
    fireEvent.click(button('Move toward'));
    expect(log().textContent).toContain('I1 moves 0.5 in toward R1 (action 1).');
  });

  it('the engine, not the widget, decides the game: a policy game replays the same', async () => {
    render(<Match {...propsFor('match', 'last-strike')} />);
    fireEvent.click(button('Play'));
    const p = presetFor('match', 'last-strike', 'v0.1f').preset;
    const { events } = playGame(p.scenario, { instigator: 'aggressive', retaliator: 'wait' });
    const end = events.find((e) => e.type === 'match-end');
    await waitFor(() => expect(log().textContent).toContain(end && end.type === 'match-end' && end.winner === null ? 'both stand' : 'Winner'));
    expect(log().textContent).toContain('has no Action left');
  });
});
