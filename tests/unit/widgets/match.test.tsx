// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import Match from '../../../src/widgets/Match.tsx';
import { presetFor } from '../../../src/widgets/presets.ts';

afterEach(cleanup);

describe('Match widget', () => {
  it('renders the contact preset with the legal decisions as buttons', () => {
    render(<Match preset="contact" setup={presetFor('match', 'contact', 'v0.1f').preset} version="v0.1f" pace={0} />);
    const region = screen.getByRole('region', { name: 'Match' });
    expect(within(region).getByRole('button', { name: 'Wait' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Move toward' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Move away' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Move toward' }));
    expect(within(region).queryByRole('button', { name: 'Wait' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Roll' })).toBeTruthy();
  });
});
