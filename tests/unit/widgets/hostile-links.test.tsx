// @vitest-environment happy-dom
// Issue 20, hostile input round 3: the widget and Lab defects, each by its reproduction, and a fuzz of
// links: every widget's link and the Lab's either load or give one message in readers' words; nothing throws.
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeState, encodeState, toBase64Url, type SharedState } from '../../../src/shared/link-codec.ts';
import { readLink } from '../../../src/widgets/links/url-state.ts';
import { decodeLab, encodeLab } from '../../../src/widgets/lab/lab-link.ts';
import { defaultSetup, labReducer, initialModel, SEED, setupProblem } from '../../../src/widgets/lab/lab-model.ts';
import { initialPairing, pairingReducer } from '../../../src/widgets/models/pairing-model.ts';
import { initialPlay, playReducer } from '../../../src/widgets/models/play-model.ts';
import { loadShared } from '../../../src/widgets/models/play-load.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { WIDGET_PRESETS, type WidgetType } from '../../../src/widgets/models/registry.ts';
import { initialSnap, longestChain, snapReducer } from '../../../src/widgets/models/snap-model.ts';
import { SEED_MAX } from '../../../src/engine/index.ts';
import Odds from '../../../src/widgets/Odds.tsx';
import WarSpike from '../../../src/widgets/WarSpike.tsx';
import { clearLink, openLink, propsFor } from './helpers.tsx';

beforeEach(clearLink);
afterEach(cleanup);

const preset = (type: WidgetType, name: string) => presetFor(type, name, 'v0.1f').preset;

describe('3. the Odds widget with strikes at once and optimal policies', () => {
  it('shows one message and the preset, and never throws while rendering', async () => {
    const { scenario } = preset('odds', 'eager-v-patient');
    openLink('odds', 'eager-v-patient', {
      scenario: { ...scenario, readings: { exchange: 'simultaneous' } },
      decisions: [],
      controllers: { instigator: 'optimal', retaliator: 'optimal' },
    });
    const errors: unknown[] = [];
    window.addEventListener('error', (e) => errors.push(e.error));
    render(<Odds {...propsFor('odds', 'eager-v-patient')} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('could not be used');
    expect(alert.textContent).toContain('"optimal" needs strikes in turn');
    expect(within(screen.getByRole('region', { name: 'Odds' })).getByRole('table', { name: /Exact Match odds/ })).toBeTruthy();
    expect(errors).toEqual([]);
  });
  it('a link that names optimal players under strikes at once is refused by the codec, for every widget', () => {
    const { scenario } = preset('game', 'five-a-side');
    const text = encodeState({ scenario: { ...scenario, readings: { exchange: 'simultaneous' } }, decisions: [], controllers: { instigator: 'optimal' } });
    expect(() => decodeState(text)).toThrow(/its players: "optimal" needs strikes in turn/);
  });
});

describe('4. the Lab with strikes at once and optimal policies', () => {
  it('refuses the link with a message instead of working out the odds for ever', () => {
    const setup = {
      ...defaultSetup(),
      policies: { instigator: 'optimal', retaliator: 'optimal' } as const,
      readings: { ...defaultSetup().readings, exchange: 'simultaneous' as const },
    };
    expect(() => decodeLab(encodeLab(setup))).toThrow(/the instigator's policy: "optimal" needs strikes in turn/);
  });
  it('refuses the same combination chosen by hand', () => {
    const m = labReducer(initialModel(), { type: 'reading', id: 'exchange', value: 'simultaneous' });
    expect(m.readings.exchange).toBe('simultaneous');
    expect(labReducer(m, { type: 'policy', side: 'retaliator', value: 'optimal' }).policies.retaliator).toBe('counter');
  });
});

describe('5. one seed range, the engine’s, in every widget and the Lab', () => {
  const seeded = (type: 'match-pairing' | 'snap', name: string, seed: number): SharedState => ({
    scenario: preset(type, name).scenario,
    decisions: [],
    extra: { seed },
  });
  it.each([4294967301, -5, 1.5])('Match pairing and Collapse-o-Snap refuse the seed %d in a link', (seed) => {
    const pairing = initialPairing(preset('match-pairing', 'deployment').scenario, { instigator: 'aggressive', retaliator: 'aggressive' });
    expect(pairingReducer(pairing, { type: 'load', shared: seeded('match-pairing', 'deployment', seed) }).problem).toMatch(
      /its seed .* out of range: a whole number from 0 to 4294967295/,
    );
    const start = preset('snap', 'random').scenario;
    expect(snapReducer(initialSnap(start, longestChain(start)), { type: 'load', shared: seeded('snap', 'random', seed) }).problem).toMatch(
      /out of range: a whole number from 0 to 4294967295/,
    );
  });
  it('the Lab takes seeds up to 2^32 - 1, as the engine does', () => {
    expect(SEED.max).toBe(SEED_MAX);
    expect(decodeLab(encodeLab({ ...defaultSetup(), seed: SEED_MAX })).seed).toBe(SEED_MAX);
    expect(() => decodeLab(encodeLab({ ...defaultSetup(), seed: SEED_MAX + 1 }))).toThrow(/from 0 to 4294967295/);
  });
});

describe('every link: unknown settings and seeds out of range are refused by the codec', () => {
  it("refuses a setting no widget writes, and a seed outside the engine's range", () => {
    const { scenario } = preset('game', 'five-a-side');
    expect(() => decodeState(encodeState({ scenario, decisions: [], extra: { evil: 1 } }))).toThrow('it has a setting no widget writes ("evil")');
    expect(() => decodeState(encodeState({ scenario, decisions: [], extra: { seed: 4294967301 } }))).toThrow(/its seed 4294967301 is out of range/);
    expect(decodeState(encodeState({ scenario, decisions: [], extra: { seed: SEED_MAX, speed: 2 } })).extra).toEqual({ seed: SEED_MAX, speed: 2 });
  });
});

describe('7 and 10. a widget plays its own turn system only, and says so in readers’ words', () => {
  it('the WarSpike Turn widget refuses a link with no system (Fragment 1), showing the preset and one message', async () => {
    const own = preset('warspike', 'turn');
    const { system: _system, pairing: _pairing, ...fragment1 } = own.scenario;
    expect(readLink(`?w=${encodeState({ scenario: fragment1, decisions: [] })}`, 'w', own.scenario)).toEqual({
      kind: 'bad',
      problem: "it plays Fragment 1's turns, and this widget plays WarSpike's",
    });
    expect(readLink(`?w=${encodeState({ scenario: own.scenario, decisions: [] })}`, 'w', own.scenario).kind).toBe('ok');
    openLink('warspike', 'turn', { scenario: fragment1, decisions: [] });
    render(<WarSpike {...propsFor('warspike', 'turn')} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("it plays Fragment 1's turns, and this widget plays WarSpike's");
    expect(within(screen.getByRole('region', { name: 'WarSpike Turn' })).getByRole('button', { name: 'Elect to be the Instigator' })).toBeTruthy();
  });
  it("nothing depends on import order: a fresh module graph checks any system's scenario, and plays it only from its value", async () => {
    // A fresh module graph holding the set-up alone, as a page whose widgets play only Fragment 1.
    vi.resetModules();
    const alone = await import('../../../src/engine/index.ts');
    const combatants = [
      { id: 'I1', side: 'instigator', x: 2, y: 1 },
      { id: 'R1', side: 'retaliator', x: 2, y: 11 },
    ];
    const war = alone.parseScenario({ ruleset: 'v0.1f', system: 'war', combatants });
    expect(war.system).toBe('war');
    expect(() => alone.parseScenario({ ruleset: 'v0.1f', system: 'wwpd', combatants, rulings: { 'wwpd-scale': 0.5 } })).not.toThrow();
    const play = await import('../../../src/engine/index.ts');
    expect(() => play.newGame(war)).toThrow('system: the scenario plays "war" but was given the system "fragment1"');
    const { loadSystem } = await import('../../../src/engine/systems.ts');
    expect(play.newGame(war, await loadSystem('war')).state.system.id).toBe('war');
    vi.resetModules();
  });
});

// ---- the fuzz: links of every widget ----

const anyJson = fc.jsonValue({ maxDepth: 4 });
const payload = fc.record(
  {
    v: fc.oneof(fc.constant(1), anyJson),
    r: fc.constantFrom('v0.1f', 'v0.2', 'v9'),
    c: fc.oneof(
      fc.constant([
        ['I1', 'i', 6, 3],
        ['R1', 'r', 6, 9],
      ]),
      anyJson,
    ),
    s: fc.oneof(fc.integer({ min: -10, max: 2 ** 33 }), anyJson),
    t: fc.oneof(fc.constant([18, 12]), anyJson),
    q: fc.oneof(fc.dictionary(fc.constantFrom('die', 'table', 'base', '__proto__', 'constructor'), anyJson), anyJson),
    g: fc.oneof(fc.constant({ exchange: 'simultaneous' }), anyJson),
    y: fc.constantFrom('fragment1', 'warspike', 'wwpd', 'war', 'x'),
    p: fc.oneof(fc.constant(['optimal', 'person']), anyJson),
    e: fc.oneof(fc.record({ seed: fc.integer({ min: -5, max: 2 ** 33 }) }), anyJson),
    x: fc.oneof(fc.constantFrom('w', 't,f', 'pI1.R1', 'e,n'), anyJson),
  },
  { requiredKeys: ['v', 'r', 'c'] },
);

describe('links of every widget (fuzz)', () => {
  it('each link loads or gives one message; no widget model throws', () => {
    const types = Object.keys(WIDGET_PRESETS) as WidgetType[];
    fc.assert(
      fc.property(payload, fc.constantFrom(...types), (data, type) => {
        const own = preset(type, WIDGET_PRESETS[type][0]);
        const read = readLink(`?w=${toBase64Url(JSON.stringify(data))}`, 'w', own.scenario);
        if (read.kind !== 'ok') {
          expect(read.kind).toBe('bad');
          return;
        }
        if (type === 'match-pairing')
          pairingReducer(initialPairing(own.scenario, { instigator: 'aggressive', retaliator: 'aggressive' }), { type: 'load', shared: read.state });
        else if (type === 'snap') snapReducer(initialSnap(own.scenario, longestChain(own.scenario)), { type: 'load', shared: read.state });
        else if (type !== 'odds' && type !== 'wwpd')
          playReducer(initialPlay(own.scenario, own.controllers, 'game-end'), { type: 'load', apply: loadShared(read.state, type) });
      }),
      { numRuns: 300, interruptAfterTimeLimit: 20_000, seed: 20 },
    );
  });
  it('each Lab link in the one format loads or gives one message', () => {
    const text = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(
        fc.record(
          {
            v: fc.oneof(fc.constant(1), anyJson),
            l: fc.oneof(fc.tuple(fc.constantFrom('die', 'table', '__proto__'), text), anyJson),
            m: fc.oneof(fc.tuple(fc.constantFrom('move', 'die'), text), anyJson),
            b: fc.oneof(fc.dictionary(fc.constantFrom('actions', 'die', 'speed'), text), anyJson),
            g: anyJson,
            p: fc.oneof(fc.tuple(fc.constantFrom('optimal', 'person', 'x', ''), fc.constantFrom('wait', 'random')), anyJson),
            e: fc.oneof(fc.record({ gap: fc.double(), games: fc.integer(), seed: fc.integer({ min: -2, max: 2 ** 33 }) }, { requiredKeys: [] }), anyJson),
            c: anyJson,
          },
          { requiredKeys: [] },
        ),
        (data) => {
          try {
            const setup = decodeLab(toBase64Url(JSON.stringify(data)));
            expect(setupProblem(setup)).toBeNull();
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
            expect((error as Error).message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300, interruptAfterTimeLimit: 20_000, seed: 20 },
    );
  });
  it('each Lab link loads or gives one message', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            v: fc.constant(1),
            p: fc.constantFrom('die', 'table', '__proto__'),
            x: fc.string({ maxLength: 30 }),
            g: anyJson,
            i: fc.constantFrom('optimal', 'aggressive', 'x'),
            r: fc.constantFrom('optimal', 'wait'),
            u: anyJson,
            n: anyJson,
            s: fc.oneof(fc.integer({ min: -2, max: 2 ** 33 }), anyJson),
          },
          { requiredKeys: [] },
        ),
        (data) => {
          try {
            decodeLab(toBase64Url(JSON.stringify(data)));
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
            expect((error as Error).message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300, interruptAfterTimeLimit: 20_000, seed: 20 },
    );
  });
});

describe('Odds renders every preset link without a page error', () => {
  it.each(WIDGET_PRESETS.odds.map((p) => [p]))('%s', async (name) => {
    render(<Odds {...propsFor('odds', name)} />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Odds' })).toBeTruthy());
  });
});
