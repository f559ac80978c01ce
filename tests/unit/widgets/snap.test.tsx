// @vitest-environment happy-dom
// The Collapse-o-Snap widget: its model follows the engine's snapChain snap for snap on the presets and
// on random tables, forms the Matches closest first forms, and the island shows it and reads links.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialState, parseScenario, RULESET_IDS, snapChain, type GameState, type Scenario, Stream } from '../../../src/engine/index.ts';
import { decodeState, encodeState } from '../../../src/shared/link-codec.ts';
import { deployScenario } from '../../../src/widgets/models/deploy.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { WIDGET_PRESETS } from '../../../src/widgets/models/registry.ts';
import {
  initialSnap,
  longestChain,
  sharedOfSnap,
  snapLines,
  snapReducer,
  snapView,
  type Pair,
  type SnapAction,
  type SnapModel,
} from '../../../src/widgets/models/snap-model.ts';
import Snap from '../../../src/widgets/Snap.tsx';
import { clearLink, openLink, propsFor } from './helpers.tsx';

const run = (m: SnapModel, ...actions: SnapAction[]) => actions.reduce(snapReducer, m);
const ids = (s: Scenario, side: 'instigator' | 'retaliator') => s.combatants.filter((c) => c.side === side).map((c) => c.id);

/** Attempts a pair and shows every snap, as the reader pressing Next snap until it is disabled. */
function attemptAll(m: SnapModel, p: Pair): SnapModel {
  let n = run(m, { type: 'choose', side: 'instigator', id: p.instigator }, { type: 'choose', side: 'retaliator', id: p.retaliator }, { type: 'attempt' });
  for (let guard = 0; guard < 100 && !snapView(n).current!.complete; guard++) n = snapReducer(n, { type: 'next' });
  return n;
}

/** The engine's table with the given pairs marked Inert, as the property test in the engine marks them. */
function tableAfter(scenario: Scenario, pairs: readonly Pair[]): GameState {
  const g = initialState(scenario);
  for (const c of g.combatants) if (pairs.some((p) => p.instigator === c.id || p.retaliator === c.id)) c.inert = true;
  return g;
}

const tables: Array<[string, Scenario]> = [
  ...RULESET_IDS.flatMap((rs) => WIDGET_PRESETS.snap.map((name) => [`${name} (${rs})`, presetFor('snap', name, rs).preset.scenario] as [string, Scenario])),
  ...[0, 1, 42, 123, 2024, 4294967295].map((seed) => [`random table, seed ${seed}`, deployScenario(seed, 'v0.1f')] as [string, Scenario]),
];

describe('the snap model agrees with the engine', () => {
  for (const [name, scenario] of tables)
    it(`${name}: every attempt's steps are snapChain's, and the chain ends at its pair`, () => {
      const m0 = initialSnap(scenario, longestChain(scenario));
      for (const instigator of ids(scenario, 'instigator'))
        for (const retaliator of ids(scenario, 'retaliator')) {
          const chain = snapChain(initialState(scenario), instigator, retaliator);
          const m = attemptAll(m0, { instigator, retaliator });
          const cur = snapView(m).current!;
          expect(cur.steps.map(({ active, snapsTo, gap }) => ({ active, snapsTo, gap }))).toEqual(chain.snaps);
          expect(cur.shown).toBe(chain.snaps.length);
          expect(cur.pair).toEqual(chain.pair);
          // One press more changes nothing: the chain has ended.
          expect(snapReducer(m, { type: 'next' })).toBe(m);
        }
    });

  for (const [name, scenario] of tables)
    it(`${name}: attempts chosen at random form the Matches closest first forms`, () => {
      const rng = new Stream(name.length);
      let m = initialSnap(scenario, longestChain(scenario));
      const formed: Pair[] = [];
      for (let v = snapView(m); v.free.instigator.length > 0 && v.free.retaliator.length > 0; v = snapView(m)) {
        const attempt = {
          instigator: v.free.instigator[Math.floor(rng.next() * v.free.instigator.length)]!,
          retaliator: v.free.retaliator[Math.floor(rng.next() * v.free.retaliator.length)]!,
        };
        m = attemptAll(m, attempt);
        // Each attempt is followed on the table as it stands: the earlier Matches' pairs Inert.
        expect(snapView(m).current!.pair).toEqual(snapChain(tableAfter(scenario, formed), attempt.instigator, attempt.retaliator).pair);
        m = snapReducer(m, { type: 'match' });
        formed.push(snapView(m).formed.at(-1)!.pair);
      }
      const v = snapView(m);
      const key = (p: Pair) => `${p.instigator}|${p.retaliator}`;
      expect(v.closestFirst.some((p) => p.tied)).toBe(false);
      expect(formed.map(key).sort()).toEqual(v.closestFirst.map(key).sort());
      expect(snapLines(v).at(-1)!.text).toMatch(/Closest first forms the same Matches/);
    });
});

describe('the snap model', () => {
  const { preset } = presetFor('snap', 'edge-and-middle', 'v0.1f');
  const start = () => initialSnap(preset.scenario, preset.attempt!);

  it("opens on the preset's attempt, with no attempt made", () => {
    const m = start();
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Redge' });
    expect(snapView(m).current).toBeNull();
    expect(snapLines(snapView(m))).toEqual([]);
  });

  it("narrates the designer's second attempt, citing rule 12 for the first Match of the Turn", () => {
    const m = attemptAll(start(), { instigator: 'Iedge', retaliator: 'Redge' });
    const lines = snapLines(snapView(m));
    expect(lines.map((l) => l.text)).toEqual([
      'Attempt: Iedge tries to Match Redge, 12.6 in away. Redge is called into action.',
      'Redge snaps to Imid, its closest unMatched enemy, 6.21 in away, rather than Iedge (12.6 in). Imid is called into action.',
      'Imid snaps to Rmid, its closest unMatched enemy, 0.5 in away, rather than Redge (6.21 in). Rmid is called into action.',
      "Rmid snaps to Imid, 0.5 in away: each is the other's closest unMatched enemy, so the snaps stop.",
      'The attempt Iedge v Redge collapses to Imid v Rmid, 0.5 in apart.',
    ]);
    expect(lines[1]!.rules).toEqual(['first-match']);
    // After a Match is formed, the next one is rule 20's, among those not Inert.
    const after = attemptAll(snapReducer(m, { type: 'match' }), { instigator: 'Iedge', retaliator: 'Redge' });
    expect(snapLines(snapView(after)).at(-2)!.rules).toEqual(['next-match', 'inert']);
  });

  it("notes a tie, takes the first in the table's list as the engine does, and cites rule 13", () => {
    // R1 stands exactly 5 in (centre to centre) from I1 and from I2.
    const tie = parseScenario({
      combatants: [
        { id: 'I1', side: 'instigator', x: 3, y: 4 },
        { id: 'I2', side: 'instigator', x: 9, y: 4 },
        { id: 'R1', side: 'retaliator', x: 6, y: 8 },
      ],
    });
    const m = attemptAll(initialSnap(tie, longestChain(tie)), { instigator: 'I2', retaliator: 'R1' });
    const [first] = snapView(m).current!.steps;
    expect(first).toMatchObject({ active: 'R1', snapsTo: 'I1', tiedWith: ['I2'] });
    const line = snapLines(snapView(m))[1]!;
    expect(line.text).toContain('I2 is exactly as close: the Instigator would pick');
    expect(line.rules).toEqual(['first-match', 'equidistant-matches']);
  });

  it('Back undoes one step at a time, back through a formed Match to the first attempt, and offers its pair again', () => {
    let m = attemptAll(start(), { instigator: 'Iedge', retaliator: 'Rmid' });
    m = run(m, { type: 'match' });
    m = run(m, { type: 'attempt' });
    expect(snapView(m).formed).toHaveLength(1);
    m = run(m, { type: 'back' });
    expect(m.matched).toBe(true);
    expect(m.shown).toBe(2);
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Redge' });
    m = run(m, { type: 'back' }, { type: 'back' }, { type: 'back' });
    expect(snapView(m).current!.shown).toBe(0);
    m = run(m, { type: 'back' });
    expect(m.attempts).toEqual([]);
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Rmid' });
    expect(run(m, { type: 'back' })).toBe(m);
  });

  it('a new attempt replaces one whose Match was not formed; Reset clears the Turn', () => {
    let m = attemptAll(start(), { instigator: 'Iedge', retaliator: 'Rmid' });
    m = attemptAll(m, { instigator: 'Imid', retaliator: 'Redge' });
    expect(m.attempts).toEqual([{ instigator: 'Imid', retaliator: 'Redge' }]);
    m = run(m, { type: 'reset' });
    expect(m.attempts).toEqual([]);
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Redge' });
  });

  it("a chosen base becomes its side's choice; an Inert one is refused with a reason", () => {
    let m = run(start(), { type: 'pick', id: 'Rmid' });
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Rmid' });
    m = run(attemptAll(m, m.choice), { type: 'match' });
    const refused = run(m, { type: 'pick', id: 'Imid' });
    expect(refused.choice).toEqual(m.choice);
    expect(refused.note).toBe('Imid is Inert: its Match this Turn is formed.');
    // Forming the Match moved the target on to a combatant still free.
    expect(m.choice).toEqual({ instigator: 'Iedge', retaliator: 'Redge' });
  });

  it('deals a random table from the seed, opening on its longest chain, and clears the Turn', () => {
    const m = run(attemptAll(start(), preset.attempt!), { type: 'seed', value: 5 });
    const table = deployScenario(5, 'v0.1f');
    const dealt = run(m, { type: 'deal', scenario: table });
    expect(dealt.start).toBe(table);
    expect(dealt.attempts).toEqual([]);
    expect(dealt.choice).toEqual(longestChain(table));
    expect(dealt.note).toBe('Dealt a random table from seed 5.');
    // A seed the widget's input refuses never reaches the model as anything but a whole number.
    expect(run(m, { type: 'seed', value: 1.5 }).seed).toBe(5);
  });

  it('Form the Match waits for the last snap', () => {
    const m = run(start(), { type: 'attempt' }, { type: 'next' });
    expect(run(m, { type: 'match' })).toBe(m);
  });

  it('a shared state goes through the codec and back to the same view', () => {
    const m = run(attemptAll(start(), { instigator: 'Iedge', retaliator: 'Redge' }), { type: 'match' }, { type: 'attempt' });
    const back = run(start(), { type: 'load', shared: decodeState(encodeState(sharedOfSnap(m))) });
    expect(back.problem).toBeNull();
    expect(snapLines(snapView(back))).toEqual(snapLines(snapView(m)));
  });

  it('refuses a link showing more snaps than the attempt has, or a decision that is not a pair', () => {
    const shared = sharedOfSnap(run(start(), { type: 'attempt' }));
    const tooFar = run(start(), { type: 'load', shared: { ...shared, extra: { shown: 9 } } });
    expect(tooFar.problem).toMatch(/it shows 9 snaps of an attempt that has 3/);
    expect(tooFar.attempts).toEqual([]);
    const wait = run(start(), { type: 'load', shared: { ...shared, decisions: [{ type: 'wait' }] } });
    expect(wait.problem).toMatch(/not an attempted pair/);
  });
});

describe('Collapse-o-Snap widget', () => {
  beforeEach(clearLink);
  afterEach(cleanup);
  const region = () => screen.getByRole('region', { name: 'Collapse-o-Snap' });
  const button = (name: string) => within(region()).getByRole('button', { name });
  const log = () => within(region()).getByRole('log', { name: 'Collapse-o-Snap log' });

  it('renders the table, the choice and the closest-first list before any attempt', () => {
    render(<Snap {...propsFor('snap', 'edge-and-middle')} />);
    expect(log().textContent).toBe('No attempt yet.');
    expect((within(region()).getByLabelText('Instigator combatant') as HTMLSelectElement).value).toBe('Iedge');
    expect((within(region()).getByLabelText('Target (Retaliator combatant)') as HTMLSelectElement).value).toBe('Redge');
    expect(
      within(region())
        .getByRole('button', { name: /^Iedge, Instigator/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(region())
        .getByRole('button', { name: /^Imid, Instigator/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect((button('Next snap') as HTMLButtonElement).disabled).toBe(true);
    const list = within(region()).getByRole('list', { name: 'Closest first forms' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Imid v Rmid, 0.5 in', 'Iedge v Redge, 12.6 in']);
  });

  it('steps through the snaps, links the rules, forms the Match and shows it Inert', () => {
    const links = { 'v0.1f': { 'first-match': { number: 12, href: '/v0.1f/rules/12/', title: 'The first Match: the closest pair' } } };
    render(<Snap {...propsFor('snap', 'edge-and-middle')} ruleLinks={links} />);
    fireEvent.click(button('Attempt this Match'));
    for (let k = 0; k < 3; k++) fireEvent.click(button('Next snap'));
    expect(log().textContent).toContain('collapses to Imid v Rmid');
    expect(within(log()).getAllByRole('link', { name: 'rule 12' })[0]!.getAttribute('href')).toBe('/v0.1f/rules/12/');
    fireEvent.click(button('Form the Match'));
    expect(log().textContent).toContain('Match formed: Imid v Rmid.');
    expect(within(region()).getByRole('img', { name: /^Imid, .*Inert/ })).toBeTruthy();
    expect(within(region()).getByRole('list', { name: 'Matches formed this Turn' }).textContent).toBe('Imid v Rmid (attempted Iedge v Redge)');
  });

  it('chooses by clicking a base, and Play all shows every snap', async () => {
    render(<Snap {...propsFor('snap', 'ladder')} />);
    fireEvent.click(within(region()).getByRole('button', { name: /^R2, Retaliator/ }));
    expect((within(region()).getByLabelText('Target (Retaliator combatant)') as HTMLSelectElement).value).toBe('R2');
    fireEvent.click(button('Attempt this Match'));
    fireEvent.click(button('Play all'));
    await waitFor(() => expect(log().textContent).toContain('the snaps stop'));
    const chain = snapChain(initialState(presetFor('snap', 'ladder', 'v0.1f').preset.scenario), 'I1', 'R2');
    for (const s of chain.snaps) expect(log().textContent).toContain(`${s.active} snaps to ${s.snapsTo}`);
  });

  it('opens a shared link at its snap, and shows a malformed one as an alert over the preset', async () => {
    const { preset } = presetFor('snap', 'edge-and-middle', 'v0.1f');
    openLink('snap', 'edge-and-middle', {
      scenario: preset.scenario,
      decisions: [{ type: 'pick-match', instigator: 'Iedge', retaliator: 'Redge' }],
      extra: { shown: 1 },
    });
    render(<Snap {...propsFor('snap', 'edge-and-middle')} />);
    await waitFor(() => expect(log().textContent).toContain('Redge snaps to Imid'));
    expect(log().textContent).not.toContain('Imid snaps to Rmid');
    cleanup();
    openLink('snap', 'edge-and-middle', { scenario: preset.scenario, decisions: [{ type: 'pick-match', instigator: 'Rmid', retaliator: 'Redge' }] });
    render(<Snap {...propsFor('snap', 'edge-and-middle')} />);
    await waitFor(() => expect(within(region()).getByRole('alert').textContent).toContain('Rmid and Redge are on the same side'));
    expect(log().textContent).toBe('No attempt yet.');
  });
});
