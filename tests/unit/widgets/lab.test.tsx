// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_READINGS, defenceBand, deploy, PARAM_IDS, READINGS, sweepOdds, sweepPlan, type SweepOptions } from '../../../src/engine/index.ts';
import { sweep } from '../systems.ts';
import Lab, { type LabProps } from '../../../src/widgets/lab/Lab.tsx';
import { decodeLab, encodeLab, labLinkTo, readLabLink } from '../../../src/widgets/lab/lab-link.ts';
import { decodeState, encodeState } from '../../../src/shared/link-codec.ts';
import { cliLine, defaultSetup, initialModel, labReducer, setupOf, SUGGESTED_VALUES } from '../../../src/widgets/lab/lab-model.ts';
import { labPlan, labRows } from '../../../src/widgets/lab/lab-plan.ts';
import { clearLink } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const engine = { ruleset: 'v0.1f', params: {} } as const;
const props: LabProps = {
  version: 'v0.1f',
  engine,
  sheet: { actions: '5', move: '2', die: '6', 'fails-on': '5', table: '12x12', 'deploy-depth': '2', base: '1' },
  readingChoices: READINGS.map((r) => ({ id: r.id, title: r.title, default: r.default, variants: r.variants })),
  readings: DEFAULT_READINGS,
  initial: labRows(defaultSetup(), engine),
};
const region = () => screen.getByRole('region', { name: 'Lab' });
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

describe('lab model', () => {
  it('suggests values the engine accepts for every parameter', () => {
    for (const id of PARAM_IDS) {
      const plan = labPlan(defaultSetup(id), engine);
      expect(plan.ok, `${id}: ${plan.ok ? '' : plan.problem}`).toBe(true);
    }
  });

  it('a new parameter brings its own values and clears stale results', () => {
    let m = initialModel();
    m = labReducer(m, { type: 'run', count: 5 });
    expect(m.status).toBe('running');
    expect(labReducer(m, { type: 'param', param: 'die' })).toBe(m); // nothing changes under a run
    m = labReducer(m, { type: 'cancel' });
    m = labReducer(m, { type: 'param', param: 'die' });
    expect(m).toMatchObject({ param: 'die', values: SUGGESTED_VALUES.die, status: 'idle', sims: [] });
  });

  it('refuses numbers out of range and keeps the last good one', () => {
    const m = initialModel();
    for (const a of [
      { type: 'gap', gap: 12.1 },
      { type: 'gap', gap: 1.1 },
      { type: 'games', games: 20_001 },
      { type: 'games', games: 2.5 },
      { type: 'seed', seed: -1 },
      { type: 'policy', side: 'instigator', value: 'cheat' },
      { type: 'reading', id: 'turn-limit', value: 0 },
    ] as const)
      expect(labReducer(m, a as never)).toBe(m);
    expect(labReducer(m, { type: 'gap', gap: 2.25 }).gap).toBe(2.25);
    expect(labReducer(m, { type: 'games', games: 20_000 }).games).toBe(20_000);
  });

  it('records progress per value and finishes', () => {
    let m = labReducer(initialModel(), { type: 'run', count: 2 });
    const sim = {
      games: 10,
      instigatorWins: 5,
      retaliatorWins: 4,
      draws: 1,
      meanTurns: 3,
      intervals: { instigator: [0.2, 0.8], retaliator: [0.1, 0.7], draw: [0, 0.4] },
    } as const;
    m = labReducer(m, { type: 'progress', cells: [[1, sim as never]], played: 20 });
    expect(m.sims).toEqual([null, sim]);
    expect(m.played).toBe(20);
    expect(labReducer(m, { type: 'done' }).status).toBe('done');
  });
});

describe('lab values', () => {
  it('refuse a value out of range with the engine’s message naming the value and the range', () => {
    const plan = labPlan({ ...defaultSetup('die'), values: '6, 7' }, engine);
    expect(plan).toEqual({ ok: false, problem: 'die: value 7: 7 is out of range: one of 4, 6, 8, 10, 12, 20' });
    const text = labPlan({ ...defaultSetup('move'), values: '2, two' }, engine);
    expect(text).toEqual({ ok: false, problem: 'move: "two" is not a number: from 0.25 to 6 inches in steps of 0.25' });
    expect(labPlan({ ...defaultSetup('fails-on'), values: '' }, engine)).toEqual({ ok: false, problem: 'fails-on: give at least one value' });
  });

  it('are the engine’s sweep plan', () => {
    const s = { ...defaultSetup('table'), values: '12x12, 18x12' };
    const plan = labPlan(s, engine);
    if (!plan.ok) throw new Error(plan.problem);
    expect(plan.labels).toEqual(['12x12', '18x12']);
    expect(plan.plan).toEqual(sweepPlan(plan.options));
  });
});

describe('lab links', () => {
  it('round-trip the whole set-up', () => {
    const s = {
      ...defaultSetup('move'),
      values: '1, 3',
      gap: 4.5,
      policies: { instigator: 'counter', retaliator: 'random' },
      readings: { ...defaultSetup().readings, 'last-strike': 'lands', 'turn-limit': 30 },
      games: 200,
      seed: 7,
    } as const;
    expect(decodeLab(encodeLab(s as never))).toEqual(s);
  });

  it("are written in the one link format, the widgets' (rulings g, players p, settings e), in the Lab's own parameter", () => {
    const s = { ...defaultSetup('move'), values: '1, 3', readings: { ...defaultSetup().readings, 'last-strike': 'lands' } } as const;
    expect(JSON.parse(Buffer.from(encodeLab(s as never), 'base64url').toString())).toEqual({
      v: 1,
      l: ['move', '1, 3'],
      g: { 'last-strike': 'lands' },
      p: ['aggressive', 'counter'],
      e: { gap: 2, games: 500, seed: 1 },
    });
    const url = new URL(labLinkTo('https://example.org/lab/?lab=old&param=die&keep=1', s as never, 'lab'));
    expect([...url.searchParams.keys()]).toEqual(['keep', 'w.lab']);
    expect(readLabLink(url.search)).toEqual({ kind: 'ok', setup: s });
    // A widget's link is not a Lab set-up, nor the Lab's a widget's state.
    expect(() => decodeLab(encodeState({ scenario: deploy(3), decisions: [] }))).toThrow(/a widget's state, not the Lab's set-up/);
    expect(() => decodeState(encodeLab(s as never))).toThrow(/the Lab's set-up, not a widget's state/);
  });

  it('refuse anything out of range, unknown or malformed', () => {
    const good = JSON.parse(Buffer.from(encodeLab(defaultSetup()), 'base64url').toString()) as Record<string, unknown>;
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    expect(() => decodeLab('!!')).toThrow(/not base64url/);
    expect(() => decodeLab(enc({ ...good, v: 2 }))).toThrow(/another version/);
    expect(() => decodeLab(enc({ ...good, l: ['speed', '1'] }))).toThrow(/not a parameter/);
    expect(() => decodeLab(enc({ ...good, e: { gap: 13, games: 500, seed: 1 } }))).toThrow(/gap 13 is out of range/);
    expect(() => decodeLab(enc({ ...good, e: { gap: 2, games: 1e9, seed: 1 } }))).toThrow(/games is out of range/);
    expect(() => decodeLab(enc({ ...good, e: { gap: 2, seed: 1 } }))).toThrow(/leave out the games/);
    expect(() => decodeLab(enc({ ...good, g: { 'turn-limit': 0 } }))).toThrow(/turn-limit/);
    expect(() => decodeLab(enc({ ...good, p: ['person', 'counter'] }))).toThrow(/"person" is not a policy/);
    expect(() => decodeLab(enc({ ...good, z: 1 }))).toThrow(/field no widget writes/);
    expect(readLabLink('?param=move')).toEqual({ kind: 'ok', setup: defaultSetup('move') });
    expect(readLabLink('?param=nope').kind).toBe('bad');
    expect(readLabLink('?other=1')).toEqual({ kind: 'none' });
  });

  it('hold the base and a second parameter (issue 22), and still read links written before them', () => {
    const s = { ...defaultSetup('move'), values: '1, 2, 3', base: { actions: '4', die: '10' }, across: { param: 'fails-on', values: '5, 6' } } as const;
    expect(decodeLab(encodeLab(s as never))).toEqual(s);
    // A link of the first Lab: no b, q or y.
    const old = Buffer.from(JSON.stringify({ v: 1, p: 'die', x: '4, 6', g: 2, i: 'aggressive', r: 'counter', u: {}, n: 500, s: 1 })).toString('base64url');
    expect(decodeLab(old)).toEqual({ ...defaultSetup('die'), values: '4, 6' });
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const good = JSON.parse(Buffer.from(encodeLab(s as never), 'base64url').toString()) as Record<string, unknown>;
    expect(() => decodeLab(enc({ ...good, b: { speed: '3' } }))).toThrow(/not a parameter/);
    expect(() => decodeLab(enc({ ...good, m: ['move', '1'] }))).toThrow(/must differ from the first/);
    expect(() => decodeLab(enc({ ...good, m: ['fails-on'] }))).toThrow(/second parameter is not \[parameter, values\]/);
    // The first format's own checks still hold for its links.
    expect(() => decodeLab(enc({ v: 1, p: 'die', x: '4', g: 2, i: 'aggressive', r: 'counter', u: {}, n: 5, s: 1, q: 'move' }))).toThrow(/without its values/);
    expect(() => decodeLab(enc({ v: 1, p: 'die', x: '4', g: 13, i: 'aggressive', r: 'counter', u: {}, n: 5, s: 1 }))).toThrow(/gap 13 is out of range/);
  });
});

describe('lab questions (issue 22)', () => {
  it('a base of 4 Actions and a D10 with the Move swept is sow sweep with --actions 4 --die 10', () => {
    const s = { ...defaultSetup('move'), values: '1, 2, 3', base: { actions: '4', die: '10' } };
    const rows = labRows(s, engine);
    const o: SweepOptions = {
      param: 'move',
      values: [1, 2, 3],
      gap: 2,
      policies: s.policies,
      readings: s.readings,
      ruleset: 'v0.1f',
      params: { actions: 4, die: 10 },
    };
    expect(rows.ok && rows.odds).toEqual(sweepPlan(o).map((p) => sweepOdds(o, p)));
    expect(rows.ok && rows.held).toMatchObject({ actions: '4', die: '10' });
    expect(cliLine({ ...s, games: 0 }, 'v0.1f')).toBe(
      'sow sweep --ruleset v0.1f --param move --values 1,2,3 --actions 4 --die 10 --gap 2 --instigator aggressive --retaliator counter',
    );
    // Under a version whose designer settled last-strike lands, a reader's "lost" is spelled out (sow --ruleset
    // would play the settled value otherwise), and so is the settled value itself, whatever is ruled later.
    expect(cliLine({ ...s, games: 0, readings: { ...s.readings, 'last-strike': 'lost' } }, 'v0.1f', { 'last-strike': 'lands' })).toContain(
      '--last-strike lost',
    );
    expect(cliLine({ ...s, games: 0, readings: { ...s.readings, 'last-strike': 'lands' } }, 'v0.1f', { 'last-strike': 'lands' })).toContain(
      '--last-strike lands',
    );
  });

  it('a grid is one sweep of the first parameter for each value of the second, and a number that follows them is not "held"', () => {
    const s = { ...defaultSetup('move'), values: '1, 3', across: { param: 'die', values: '6, 10' } } as const;
    const rows = labRows(s as never, engine);
    expect(rows.ok).toBe(true);
    if (!rows.ok) return;
    expect(rows.labels).toEqual(['1', '3']);
    expect(rows.across).toEqual({ param: 'die', labels: ['6', '10'] });
    const per = (die: number) => {
      const o: SweepOptions = { param: 'move', values: [1, 3], gap: 2, policies: s.policies, readings: s.readings, ruleset: 'v0.1f', params: { die } };
      return sweepPlan(o).map((p) => sweepOdds(o, p));
    };
    expect(rows.odds).toEqual([...per(6), ...per(10)]);
    expect(rows.held['fails-on']).toBeUndefined();
    expect(rows.held.actions).toBe('5');
  });

  it('keeps what the reader typed for a parameter when another is chosen', () => {
    let m = initialModel();
    m = labReducer(m, { type: 'values', text: '2, 4' });
    m = labReducer(m, { type: 'param', param: 'die' });
    expect(m.values).toBe(SUGGESTED_VALUES.die);
    m = labReducer(m, { type: 'param', param: 'actions' });
    expect(m.values).toBe('2, 4');
  });
});

describe('Lab widget', () => {
  it('shows the build’s figures for the default set-up before the engine loads', () => {
    render(<Lab {...props} />);
    const rows = within(within(region()).getByRole('table', { name: /Exact Match odds at a gap of 2 in/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.querySelector('th')!.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('tabulates sweepOdds for each value, with the defence band for the die', async () => {
    render(<Lab {...props} />);
    fireEvent.change(within(region()).getByLabelText('Parameter'), { target: { value: 'die' } });
    fireEvent.input(within(region()).getByLabelText('Values (comma-separated)'), { target: { value: '4, 6, 10' } });
    const table = await within(region()).findByRole('table', { name: /Exact Match odds at a gap of 2 in/ });
    const o: SweepOptions = {
      param: 'die',
      values: [4, 6, 10],
      gap: 2,
      policies: { instigator: 'aggressive', retaliator: 'counter' },
      readings: { ...DEFAULT_READINGS },
    };
    const plan = sweepPlan(o);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    plan.forEach((p, i) => {
      const odds = sweepOdds(o, p);
      expect(rows[i]!.textContent).toBe(`${p.die}${defenceBand(p).text}${pct(odds.instigator)}${pct(odds.retaliator)}${pct(odds.bothStand)}`);
    });
  });

  it('shows the refusal and no table for an out-of-range value', async () => {
    render(<Lab {...props} />);
    fireEvent.input(within(region()).getByLabelText('Values (comma-separated)'), { target: { value: '5, 11' } });
    expect(await within(region()).findByText('Refused: actions: value 11: 11 is out of range: a whole number from 1 to 10')).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
    expect((within(region()).getByRole('button', { name: 'Run games' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs games for each value (here on the main thread), equal to the engine’s sweep', async () => {
    render(<Lab {...props} />);
    fireEvent.input(within(region()).getByLabelText('Values (comma-separated)'), { target: { value: '3, 5' } });
    fireEvent.change(within(region()).getByLabelText('Games per value'), { target: { value: '40' } });
    fireEvent.change(within(region()).getByLabelText('Seed'), { target: { value: '9' } });
    const details = region().querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    fireEvent.change(await within(region()).findByLabelText('Instigator plays'), { target: { value: 'aggressive' } });
    fireEvent.change(within(region()).getByLabelText('Retaliator plays'), { target: { value: 'aggressive' } });
    await within(region()).findByRole('table', { name: /open field, aggressive v aggressive/ });
    fireEvent.click(within(region()).getByRole('button', { name: 'Run games' }));
    expect(within(region()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await waitFor(() => expect(within(region()).getByRole('button', { name: 'Run games' })).toBeTruthy(), { timeout: 15000 });
    const rows = sweep({
      param: 'actions',
      values: [3, 5],
      games: 40,
      seed: 9,
      ruleset: 'v0.1f',
      params: {},
      policies: { instigator: 'aggressive', retaliator: 'aggressive' },
      readings: { ...DEFAULT_READINGS },
    });
    const table = within(region()).getByRole('table', { name: /40 a value, seed 9, with 95% intervals/ });
    rows.forEach((r, i) => {
      const tr = within(table).getAllByRole('row')[i + 1]!;
      const s = r.sim!;
      expect(tr.textContent).toContain(`${pct(s.instigatorWins / 40)} (${pct(s.intervals.instigator[0])} – ${pct(s.intervals.instigator[1])})`);
      expect(tr.textContent).toContain(s.meanTurns.toFixed(1));
    });
  }, 20000);

  it('a malformed link shows an alert and the opening set-up', async () => {
    window.history.replaceState(null, '', '/lab/?w.lab=%21%21');
    render(<Lab {...props} />);
    expect((await within(region()).findByRole('alert')).textContent).toContain(
      'This link could not be used (it is not base64url text), so the Lab shows its opening set-up instead.',
    );
    expect((within(region()).getByLabelText('Parameter') as HTMLSelectElement).value).toBe('actions');
    expect((within(region()).getByLabelText('Values (comma-separated)') as HTMLInputElement).value).toBe(SUGGESTED_VALUES.actions);
    expect(within(region()).getByRole('table', { name: /Exact Match odds/ })).toBeTruthy();
  });

  it('a good link restores the set-up', async () => {
    const s = { ...defaultSetup('move'), values: '1, 3', gap: 5, games: 0 };
    window.history.replaceState(null, '', labLinkTo('https://example.org/lab/', s, 'lab').replace('https://example.org', ''));
    render(<Lab {...props} />);
    await waitFor(() => expect((within(region()).getByLabelText('Parameter') as HTMLSelectElement).value).toBe('move'));
    expect((within(region()).getByLabelText('Gap for the Match odds (in)') as HTMLInputElement).value).toBe('5');
    expect(setupOf(initialModel(s))).toEqual(s);
  });
});
