// @vitest-environment happy-dom
// Issue 20: the WarSpike section's step pages play the Turn widget opened at their step.
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pending } from '../../../src/engine/index.ts';
import { WARSPIKE_WIDGET_AT } from '../../../src/site/warspike.ts';
import WarSpike from '../../../src/widgets/WarSpike.tsx';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { startSession } from '../systems.ts';
import { propsFor } from './helpers.tsx';

afterEach(cleanup);

const opened = (name: string) => {
  const { preset } = presetFor('warspike', name, 'v0.1f');
  return startSession(preset.scenario, preset.opening);
};

describe('the WarSpike Turn opened at each step it plays', () => {
  it('names a preset for activation, reaction, resolution, changeover and Advantage', () => {
    expect(Object.keys(WARSPIKE_WIDGET_AT).sort()).toEqual(['ws-activation', 'ws-advantage', 'ws-changeover', 'ws-reaction', 'ws-resolution']);
  });
  it('activation: player I to activate; reaction: player R to answer; resolution: strikes begun', () => {
    expect(pending(opened('activation').state).kind).toBe('activate');
    const reaction = opened('reaction');
    expect(pending(reaction.state)).toMatchObject({ kind: 'action', side: 'retaliator' });
    expect(reaction.events.some((e) => e.type === 'activation')).toBe(true);
    expect(opened('resolution').events.some((e) => e.type === 'strike')).toBe(true);
  });
  it('changeover: a combatant that neither acted nor reacted; advantage: the Advantage counted', () => {
    expect(pending(opened('changeover').state).kind).toBe('changeover');
    expect(opened('advantage').events.some((e) => e.type === 'advantage')).toBe(true);
  });
  it('the widget opens there: the activation preset asks the reader to activate', () => {
    render(<WarSpike {...propsFor('warspike', 'activation')} />);
    expect(within(screen.getByRole('region', { name: 'WarSpike Turn' })).getByRole('group', { name: /Activation: your active combatant/ })).toBeTruthy();
  });
});
