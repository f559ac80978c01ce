// Properties over random games: random deployments (deploy(seed, {perSide, ruleset, readings})),
// random valid readings, and random legal decisions at every step. Whatever is decided, the rules'
// invariants hold: games end, nobody spends more than 5 Actions in a Match, bases never overlap,
// nobody comes back to the table, a seed and its decisions replay exactly, and step() is pure.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  candidatePairs,
  deploy,
  legalDecisions,
  parseScenario,
  pending,
  step,
  type Decision,
  type GameEvent,
  type GameState,
  type PolicyName,
  type RulesetId,
  type Readings,
  type Scenario,
  resolveParams,
} from '../../../src/engine/index.ts';
import { newGame, playGame, replay } from '../systems.ts';
import { catalog, chooser } from './helpers.ts';

const readingsArb: fc.Arbitrary<Readings> = fc.record({
  'move-distance': fc.constantFrom('exact' as const, 'up-to' as const),
  'last-strike': fc.constantFrom('lost' as const, 'lands' as const),
  'start-in-contact': fc.constantFrom('move-and-strike' as const, 'free-strike' as const),
  'turn-limit': fc.integer({ min: 1, max: 10 }),
  exchange: fc.constantFrom('alternating' as const, 'simultaneous' as const),
  'wwpd-scale': fc.constant(0.25), // Fragment 1 never reads it
});

/** Any allowed parameters (parameters.md), the table and zones kept roomy enough to deploy five a side. */
const paramsArb = fc
  .record({
    actions: fc.integer({ min: 1, max: 10 }),
    move: fc.integer({ min: 1, max: 24 }).map((k) => k * 0.25),
    die: fc.constantFrom(4, 6, 8, 10, 12, 20),
    failShare: fc.double({ min: 0, max: 1, noNaN: true }),
    width: fc.integer({ min: 12, max: 72 }),
    depth: fc.integer({ min: 12, max: 72 }),
    zone: fc.double({ min: 0.6, max: 1, noNaN: true }),
    base: fc.constantFrom(0.5, 0.75, 1, 1.25, 1.5),
  })
  .map(({ actions, move, die, failShare, width, depth, zone, base }) => ({
    actions,
    move,
    die,
    'fails-on': 2 + Math.floor(failShare * (die - 1.0001)),
    table: { width, depth },
    'deploy-depth': Math.max(base + 1, Math.round(zone * (depth / 2) * 4) / 4),
    base,
  }));

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  perSide: fc.integer({ min: 1, max: 5 }),
  ruleset: fc.constantFrom<RulesetId>('v0.1f', 'v0.2'),
  readings: readingsArb,
  /** Seeds the choice of decisions. */
  choices: fc.integer({ min: 0, max: 0x7fffffff }),
});

/** A cheap assertion for hot loops (vitest's expect is too slow to call a million times). */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A uniformly random legal decision; under up-to a Move's length is uniform in (0, 2].
 * `towardBias` > 0 makes Moves toward more likely, so that more games come to blows.
 */
function randomDecision(state: GameState, rnd: () => number, towardBias = 0): Decision {
  const legal = legalDecisions(state);
  check(legal.length > 0, () => 'no legal decision while the game is on');
  let d = legal[Math.floor(rnd() * legal.length)]!;
  if (towardBias > 0 && rnd() < towardBias) d = legal.find((l) => l.type === 'move' && l.toward) ?? d;
  switch (d.type) {
    case 'wait':
      return { type: 'wait' };
    case 'fight':
      return d.target === undefined ? { type: 'fight' } : { type: 'fight', target: d.target };
    case 'pick-match':
      return { type: 'pick-match', instigator: d.instigator, retaliator: d.retaliator };
    case 'elect':
    case 'pass':
      return { type: d.type };
    case 'charge':
      return { type: 'charge' };
    case 'pick-melee':
      return { type: 'pick-melee', first: d.members[0]! };
    case 'activate-combatant':
      return { type: d.type, id: d.id };
    case 'rest':
      return { type: d.type };
    case 'move': {
      if (d.minDistance === d.maxDistance) return { type: 'move', toward: d.toward, distance: d.maxDistance };
      // (min, max]: min is exclusive (a Move is "greater than 0").
      const distance = d.maxDistance - rnd() * (d.maxDistance - d.minDistance);
      return { type: 'move', toward: d.toward, distance };
    }
  }
}

interface MatchTrack {
  ids: [string, string];
  used: Record<string, number>;
  actors: string[];
  first: string;
}

/** Checks the event stream as it grows: per-Match Action counts, alternation, Inert, citations. */
class EventChecker {
  match: MatchTrack | null = null;
  inertThisTurn = new Set<string>();
  removed = new Set<string>();
  turn = 0;

  constructor(readonlyRuleset: RulesetId, actions = 5, exchange: Readings['exchange'] = 'alternating') {
    this.ruleset = readonlyRuleset;
    this.actions = actions;
    this.atOnce = exchange === 'simultaneous';
  }
  readonly ruleset: RulesetId;
  /** Reading exchange `simultaneous`: Actions go in pairs, one each, in either order (S1, S3). */
  readonly atOnce: boolean;
  private bothFell = false;
  /** Actions per combatant per Match (the `actions` parameter). */
  readonly actions: number;

  feed(e: GameEvent): void {
    check(e.rules.length > 0, () => `${e.type} cites no rule`);
    for (const id of e.rules) check(catalog.rule(this.ruleset, id) !== undefined, () => `${e.type} cites ${id}, not a rule of ${this.ruleset}`);
    switch (e.type) {
      case 'turn-start':
        check(e.turn === this.turn + 1, () => `turn ${e.turn} after ${this.turn}`);
        this.turn = e.turn;
        this.inertThisTurn.clear();
        break;
      case 'match-start':
        check(this.match === null && e.turn === this.turn, () => 'match-start inside a Match or out of its Turn');
        // Rule 19: the Inert play no further part this Turn; the removed none at all.
        for (const id of [e.instigator, e.retaliator]) {
          check(!this.inertThisTurn.has(id), () => `${id} is Inert but Matched again in Turn ${this.turn}`);
          check(!this.removed.has(id), () => `${id} was removed but is Matched`);
        }
        this.match = { ids: [e.instigator, e.retaliator], used: { [e.instigator]: 0, [e.retaliator]: 0 }, actors: [], first: e.instigator };
        break;
      case 'wait':
      case 'move':
      case 'defence':
        this.spend(e.id, e.action);
        break;
      case 'strike': {
        const m = this.match!;
        check(m.ids.includes(e.by) && m.ids.includes(e.target) && e.by !== e.target, () => `strike ${e.by} > ${e.target} outside ${m.ids}`);
        // The opening strike of a Match that starts in contact: Move & Strike costs 1 Action, a free strike none.
        if (e.readings?.includes('start-in-contact')) {
          check(m.actors.length === 0 && e.by === m.ids[0], () => "the opening strike is not the Instigator combatant's first act");
          if (e.kind === 'move-and-strike') this.spend(e.by, 1);
          else m.first = m.ids[1];
        }
        break;
      }
      case 'removed':
        check(!this.removed.has(e.id), () => `${e.id} removed twice`);
        this.removed.add(e.id);
        break;
      case 'match-end': {
        const m = this.match!;
        check(same(e.inert, m.ids), () => `Inert ${e.inert} but Matched ${m.ids}`);
        // Rule 37: with nobody removed, the Match ends only when both have spent all their Actions.
        check(!!e.bothFell === this.bothFell, () => `match-end says bothFell=${e.bothFell} after ${this.bothFell ? 'a' : 'no'} double knock-out`);
        if (e.bothFell) check(this.atOnce && m.ids.every((id) => this.removed.has(id)), () => 'both fell outside simultaneous strikes, or stand');
        else if (e.winner === null) for (const id of m.ids) check(m.used[id] === this.actions, () => `Match ended with ${id} on ${m.used[id]} Actions`);
        else check(m.ids.includes(e.winner), () => `Winner ${e.winner} not in the Match`);
        for (const id of m.ids) this.inertThisTurn.add(id);
        this.match = null;
        this.bothFell = false;
        break;
      }
      case 'double-knockout':
        check(
          this.atOnce && e.ids.every((id) => this.removed.has(id)),
          () => `double knock-out of ${e.ids} outside simultaneous strikes, or before both were removed`,
        );
        this.bothFell = true;
        break;
      case 'turn-end':
        check(this.match === null && e.turn === this.turn, () => 'turn-end inside a Match');
        break;
      default:
        break;
    }
  }

  private spend(id: string, action: number): void {
    const m = this.match!;
    check(m.ids.includes(id), () => `${id} acts outside its Match ${m.ids}`);
    m.used[id]!++;
    check(action === m.used[id], () => `${id}'s Action is numbered ${action}, but it is its ${m.used[id]}th`);
    check(m.used[id]! <= this.actions, () => `${id} spends a ${m.used[id]}th Action in one Match`);
    if (this.atOnce) {
      // S1: the k-th Actions are carried out together, so neither gets two ahead of the other.
      const [a, b] = m.ids.map((x) => m.used[x]!);
      check(Math.abs(a! - b!) <= 1, () => `${id} acts twice before the other acts once`);
      m.actors.push(id);
      return;
    }
    // Rule 16 / A1: Actions alternate, starting with the first side (the Instigator's, unless a free strike opened).
    const expected = m.actors.length % 2 === 0 ? m.first : m.ids.find((x) => x !== m.first)!;
    check(id === expected, () => `${id} acts out of turn (expected ${expected})`);
    m.actors.push(id);
  }
}

function onTable(state: GameState) {
  return state.combatants.filter((c) => !c.removed);
}

function checkState(state: GameState): void {
  const live = onTable(state);
  for (const c of live) {
    // Rule 27: a centre off the table is removed, so every live centre is on it.
    check(
      c.x >= -1e-6 && c.x <= state.params.table.width + 1e-6 && c.y >= -1e-6 && c.y <= state.params.table.depth + 1e-6,
      () => `${c.id} at (${c.x}, ${c.y}) is off the table`,
    );
  }
  for (let i = 0; i < live.length; i++)
    for (let j = 0; j < i; j++) {
      const gap = Math.hypot(live[i]!.x - live[j]!.x, live[i]!.y - live[j]!.y) - state.params.base;
      check(gap >= -1e-6, () => `${live[i]!.id} overlaps ${live[j]!.id} by ${-gap}`);
    }
  // Rules 12, 20: a Match in progress is between a closest pair of non-Inert combatants (while it has not moved yet).
  const p = pending(state);
  // Rules 23, 30: out of contact Wait or Move; locked, Fight only.
  if (p.kind === 'action') {
    const types = legalDecisions(state)
      .map((d) => d.type)
      .join(',');
    // S3: locked with nothing to defend, a combatant stands on guard (a Wait).
    const m = state.match!;
    const opening = m.pending < 0 && !m.mutual && p.combatant === state.combatants[m.instigator]!.id;
    const lockedTypes = state.readings.exchange === 'simultaneous' && !p.defending && !opening ? 'wait' : 'fight';
    check(types === (p.locked ? lockedTypes : 'wait,move,move'), () => `legal ${types} when locked=${p.locked}`);
  }
}

/** Plays a game with random legal decisions through step(), checking every invariant; returns what happened. */
function playRandom(scenario: Scenario, choices: number, towardBias = 0) {
  const rnd = chooser(choices);
  const first = newGame(scenario);
  let state = first.state;
  const events = [...first.events];
  const checker = new EventChecker(scenario.ruleset, state.params.actions, state.readings.exchange);
  first.events.forEach((e) => checker.feed(e));
  const decisions: Decision[] = [];
  const limit = state.readings['turn-limit'];
  // At most five Matches a Turn, each 2 × actions slots, and a few tie picks.
  const maxDecisions = limit * (10 * state.params.actions + 10) + 10;
  let live = onTable(state).length;
  checkState(state);
  while (state.phase !== 'over') {
    check(decisions.length < maxDecisions, () => `the game did not end after ${decisions.length} decisions`);
    const d = randomDecision(state, rnd, towardBias);
    const before = JSON.stringify(state);
    const positions = state.combatants.map((c) => ({ id: c.id, x: c.x, y: c.y }));
    const matchBefore = state.match ? [state.combatants[state.match.instigator]!.id, state.combatants[state.match.retaliator]!.id] : null;
    const out = step(state, d);
    // step() is pure: the input state is untouched.
    check(JSON.stringify(state) === before, () => 'step() changed its input state');
    decisions.push(d);
    out.events.forEach((e) => checker.feed(e));
    events.push(...out.events);
    // Rule 14: only the Matched pair moved (when the decision was an Action in a Match).
    if (matchBefore)
      for (const c of out.state.combatants)
        if (!matchBefore.includes(c.id) && !c.removed) {
          const was = positions.find((p) => p.id === c.id)!;
          check(c.x === was.x && c.y === was.y, () => `${c.id} moved outside its Match`);
        }
    state = out.state;
    checkState(state);
    const now = onTable(state).length;
    check(now <= live, () => `combatants on the table grew from ${live} to ${now}`);
    live = now;
    // A Match formed during this step has not acted yet (or only struck a free strike): it is a closest pair.
    const formed = out.events.findLast((e) => e.type === 'match-start');
    if (formed && state.match && state.match.slot === 0) {
      const pairs = candidatePairs(state);
      check(formed.distance <= pairs[0]!.distance + 1e-6, () => `Matched at ${formed.distance} while a pair at ${pairs[0]!.distance} was free`);
    }
  }
  return { state, events, decisions, checker };
}

/**
 * Crowded hand-built positions: centres on a lattice of 1" (so many bases touch exactly) or anywhere
 * in a small corner, anywhere on the table rather than in the deployment zones: a scenario may be a
 * moment in mid-game. Moves here are blocked, stop at contact and run off the edges all the time.
 */
const crowdedArb = fc
  .record({
    lattice: fc.boolean(),
    points: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.boolean()), {
      minLength: 2,
      maxLength: 12,
      selector: ([x, y]) => `${x},${y}`,
    }),
    jitter: fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 24, maxLength: 24 }),
    ruleset: fc.constantFrom<RulesetId>('v0.1f', 'v0.2'),
    readings: readingsArb,
    choices: fc.integer({ min: 0, max: 0x7fffffff }),
  })
  .map(({ lattice, points, jitter, ruleset, readings, choices }) => {
    const combatants: { id: string; side: 'instigator' | 'retaliator'; x: number; y: number }[] = [];
    points.forEach(([x, y, isI], i) => {
      const px = lattice ? x : x * 1.5 + jitter[2 * i]! * 0.5;
      const py = lattice ? y : y * 1.5 + jitter[2 * i + 1]! * 0.5;
      if (combatants.some((c) => Math.hypot(c.x - px, c.y - py) < 1)) return;
      combatants.push({ id: `${isI ? 'I' : 'R'}${i}`, side: isI ? 'instigator' : 'retaliator', x: px, y: py });
    });
    return { combatants, ruleset, readings, choices };
  })
  .filter(({ combatants }) => combatants.some((c) => c.side === 'instigator') && combatants.some((c) => c.side === 'retaliator'));

describe('properties of random games with random legal decisions', () => {
  it('crowded positions with bases touching: no overlap, no one off the table, every game ends', () => {
    let stopped = 0;
    fc.assert(
      fc.property(crowdedArb, ({ combatants, ruleset, readings, choices }) => {
        const scenario = parseScenario({ ruleset, table: { width: 12, depth: 12 }, combatants, rulings: readings, seed: choices });
        const { events } = playRandom(scenario, choices, 0.3);
        stopped += events.filter((e) => e.type === 'move' && e.stoppedBy !== null).length;
        expect(events.at(-1)!.type).toBe('game-end');
      }),
      { numRuns: 200 },
    );
    expect(stopped).toBeGreaterThan(50);
  }, 60_000);

  it('every game ends, within the turn limit, with a game-end that matches the state', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, perSide, ruleset, readings, choices }) => {
        const scenario = deploy(seed, { perSide, ruleset, readings });
        const { state, events } = playRandom(scenario, choices);
        const end = events.at(-1)!;
        expect(end.type).toBe('game-end');
        if (end.type !== 'game-end') return;
        expect(end.winner).toBe(state.winner);
        expect(events.filter((e) => e.type === 'game-end')).toHaveLength(1);
        const limit = readings['turn-limit'];
        if (end.winner === 'draw' && onTable(state).length === 0) {
          // Reading "mutual destruction": both sides' last combatants fell together (S3).
          expect(readings.exchange).toBe('simultaneous');
          expect(end.readings).toBeUndefined();
        } else if (end.winner === 'draw') {
          expect(end.turn).toBe(limit);
          expect(end.readings).toEqual(['turn-limit']);
          const live = onTable(state);
          expect(live.some((c) => c.side === 'instigator') && live.some((c) => c.side === 'retaliator')).toBe(true);
        } else {
          // v0.1f notices a win as the next Turn starts (so up to limit + 1); v0.2 at once.
          expect(end.turn).toBeLessThanOrEqual(ruleset === 'v0.1f' ? limit + 1 : limit);
          expect(onTable(state).every((c) => c.side === end.winner)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('more aggressive random play (Moves toward favoured) keeps every invariant, and fights happen', () => {
    let fights = 0;
    let inContactStarts = 0;
    fc.assert(
      fc.property(gameArb, ({ seed, perSide, ruleset, readings, choices }) => {
        const scenario = deploy(seed, { perSide, ruleset, readings: { ...readings, 'turn-limit': Math.max(3, readings['turn-limit']) } });
        const { events } = playRandom(scenario, choices, 0.6);
        fights += events.filter((e) => e.type === 'defence').length;
        inContactStarts += events.filter((e) => e.type === 'match-start' && e.inContact).length;
      }),
      { numRuns: 200 },
    );
    // The generator reaches the combat rules and the start-in-contact reading (else this property proves little).
    expect(fights).toBeGreaterThan(100);
    expect(inContactStarts).toBeGreaterThan(0);
  }, 60_000);

  it('replay() of the seed and the recorded decisions gives identical events and state', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, perSide, ruleset, readings, choices }) => {
        const scenario = deploy(seed, { perSide, ruleset, readings });
        const { state, events, decisions } = playRandom(scenario, choices, 0.4);
        const again = replay(scenario, decisions);
        expect(again.events).toEqual(events);
        expect(again.state).toEqual(state);
        // Stepping back is replaying fewer decisions: a prefix of the events.
        const k = Math.floor(decisions.length / 2);
        const half = replay(scenario, decisions.slice(0, k));
        expect(events.slice(0, half.events.length)).toEqual(half.events);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('policy games (random policy included) replay exactly from their decisions', () => {
    const policies: PolicyName[] = ['aggressive', 'counter', 'wait', 'random', 'optimal'];
    fc.assert(
      fc.property(gameArb, fc.constantFrom(...policies), fc.constantFrom(...policies), ({ seed, perSide, ruleset, readings }, a, b) => {
        fc.pre(readings.exchange === 'alternating' || (a !== 'optimal' && b !== 'optimal')); // S4
        const scenario = deploy(seed, { perSide, ruleset, readings });
        const played = playGame(scenario, { instigator: a, retaliator: b });
        expect(played.state.phase).toBe('over');
        const checker = new EventChecker(ruleset, 5, readings.exchange);
        played.events.forEach((e) => checker.feed(e));
        const again = replay(scenario, played.decisions);
        expect(again.events).toEqual(played.events);
        // The same seed and policies give the same game.
        expect(playGame(scenario, { instigator: a, retaliator: b }).events).toEqual(played.events);
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('the random policy only makes legal decisions, with ½, 1, 1½ or 2" Moves under up-to', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, perSide, ruleset, readings }) => {
        const scenario = deploy(seed, { perSide, ruleset, readings: { ...readings, 'move-distance': 'up-to' } });
        const { decisions } = playGame(scenario, { instigator: 'random', retaliator: 'random' });
        for (const d of decisions) if (d.type === 'move') expect([0.5, 1, 1.5, 2]).toContain(d.distance);
      }),
      { numRuns: 60 },
    );
  });
});

describe('properties of random games under random parameters', () => {
  const arb = fc.record({ game: gameArb, params: paramsArb });
  type Drawn = { game: { seed: number; perSide: number; ruleset: RulesetId; readings: Readings; choices: number }; params: ReturnType<typeof resolveParams> };
  const set = ({ game, params }: Drawn) => {
    const { table, ...rest } = params;
    return deploy(game.seed, { perSide: game.perSide, ruleset: game.ruleset, readings: game.readings, table, params: rest });
  };

  it('games end, bases never overlap, nobody spends more than `actions` Actions, every Action alternates', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const scenario = set(a);
        const { events, state } = playRandom(scenario, a.game.choices, 0.5);
        expect(events.at(-1)!.type).toBe('game-end');
        expect(state.params.actions).toBe(a.params.actions);
        for (const e of events) if (e.type === 'defence') expect(e.roll).toBeLessThanOrEqual(a.params.die);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('replay() of the seed and the decisions is identical, and policies replay too', () => {
    const policies: PolicyName[] = ['aggressive', 'counter', 'random', 'optimal'];
    fc.assert(
      fc.property(arb, fc.constantFrom(...policies), fc.constantFrom(...policies), (a, pi, pr) => {
        fc.pre(a.game.readings.exchange === 'alternating' || (pi !== 'optimal' && pr !== 'optimal')); // S4
        const scenario = set(a);
        const { state, events, decisions } = playRandom(scenario, a.game.choices, 0.4);
        const again = replay(scenario, decisions);
        expect(again.events).toEqual(events);
        expect(again.state).toEqual(state);
        const played = playGame(scenario, { instigator: pi, retaliator: pr });
        expect(replay(scenario, played.decisions).events).toEqual(played.events);
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
