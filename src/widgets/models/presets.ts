// The starting positions each widget preset shows: scenario data for the engine, nothing more.
// Every preset goes through the engine's own parseScenario, so a bad preset fails the tests, not the reader.
import {
  withKeptKeys,
  decide,
  parseScenario,
  pending,
  resolveParams,
  ScenarioError,
  type GameEvent,
  type GameState,
  type Params,
  type RulesetId,
  type Scenario,
  type Side,
  playOn,
  startSession,
  warspike,
} from '../../engine/browser.ts';
import { WIDGET_PRESETS, type WidgetType } from './registry.ts';
import { deployScenario } from './deploy.ts';
import { longestChain } from './snap-model.ts';
import type { Controller } from '../../shared/link-codec.ts';
import type { WidgetPreset } from './types.ts';

type Spot = readonly [id: string, x: number, y: number];

/** A scenario from compact spots; ids starting with I are the Instigator's. */
function place(ruleset: RulesetId, spots: readonly Spot[], extra: Record<string, unknown> = {}): Scenario {
  return parseScenario({
    ruleset,
    combatants: spots.map(([id, x, y]) => ({ id, side: id.startsWith('I') ? 'instigator' : 'retaliator', x, y })),
    seed: 1,
    ...extra,
  });
}

/** A seeded random set-up (engine deploy), checked like any other preset. */
export function deployed(seed: number, ruleset: RulesetId, perSide?: number): Scenario {
  return parseScenario(deployScenario(seed, ruleset, perSide));
}

const both = (i: Controller, r: Controller): Record<Side, Controller> => ({ instigator: i, retaliator: r });

const WARSPIKE_SPOTS: readonly Spot[] = [
  ['I1', 2, 2],
  ['I2', 6, 2.5],
  ['I3', 10, 2],
  ['R1', 2, 9.5],
  ['R2', 6, 8],
  ['R3', 10, 10],
];
const warspikeTable = (rs: RulesetId, spots: readonly Spot[]) => place(rs, spots, { system: 'warspike', dice: [1], seed: 5 });
const pendingSide = (g: GameState): Side | null => {
  const p = pending(g);
  return p.kind === 'over' ? null : p.side;
};

/**
 * The WarSpike Turn preset opened where `at` first holds: the engine plays player I as `aggressive` and
 * player R as `counter` up to there (at most 200 decisions), and the reader takes over.
 */
function opened(scenario: Scenario, where: string, caption: string, at: (g: GameState, events: readonly GameEvent[]) => boolean): WidgetPreset {
  const never = () => new Error(`the WarSpike preset ${where} never reaches its step`);
  let made = 0;
  const s = playOn(
    startSession(scenario, [], warspike),
    (side, g) => {
      if (++made > 200) throw never();
      return decide(side === 'instigator' ? 'aggressive' : 'counter', g);
    },
    (g, events) => at(g, events),
  );
  if (!at(s.state, s.events)) throw never();
  return { title: where, caption, scenario, controllers: both('person', 'counter'), opening: [...s.decisions] };
}

type Builder = (ruleset: RulesetId) => WidgetPreset;

const PRESETS: { [T in WidgetType]: Record<(typeof WIDGET_PRESETS)[T][number], Builder> } = {
  'match-pairing': {
    deployment: (rs) => ({
      title: 'a random deployment',
      caption: 'Five a side, deployed at random from a seed. Press Next Match to see which pair the rules Match first.',
      scenario: deployed(7, rs),
      controllers: both('aggressive', 'aggressive'),
      seeded: true,
    }),
    tie: (rs) => ({
      title: 'a tie',
      caption: 'Two pairs exactly 3 in apart: the Instigator picks which Match is processed first.',
      scenario: place(rs, [
        ['I1', 3, 4],
        ['I2', 9, 4],
        ['R1', 3, 8],
        ['R2', 9, 8],
      ]),
      controllers: both('aggressive', 'aggressive'),
    }),
    'collapse-o-snap': (rs) => ({
      title: 'Collapse-o-Snap',
      caption: "The designer's example: two opponents close together in the middle, two more out on their own edges. The middle pair is Matched first.",
      scenario: place(rs, [
        ['I1', 6, 5.4],
        ['I2', 10, 0.6],
        ['R1', 6, 6.6],
        ['R2', 2, 11.4],
      ]),
      controllers: both('aggressive', 'aggressive'),
    }),
    inert: (rs) => ({
      title: 'Inert combatants',
      caption: 'After the first Match, I1 is closest to R2, but I1 is Inert: the next Match ignores it.',
      scenario: place(rs, [
        ['I1', 6, 5.5],
        ['I2', 10, 2],
        ['R1', 6, 7],
        ['R2', 7.6, 7],
      ]),
      controllers: both('aggressive', 'aggressive'),
    }),
  },
  match: {
    'open-field': (rs) => ({
      title: 'the open field',
      caption: 'Two combatants 6 in apart. Play the Instigator against an optimal Retaliator, or let policies play both.',
      scenario: place(rs, [
        ['I1', 6, 2.5],
        ['R1', 6, 9.5],
      ]),
      controllers: both('person', 'optimal'),
    }),
    contact: (rs) => ({
      title: 'within reach',
      caption: '1.5 in apart: the first Move toward makes base-to-base contact and strikes at once.',
      scenario: place(rs, [
        ['I1', 6, 5],
        ['R1', 6, 7.5],
      ]),
      controllers: both('person', 'person'),
    }),
    'counting-example': (rs) => ({
      title: 'the counting example',
      caption:
        "The designer's worked example: both move toward, the Instigator makes contact on its second Action, the Retaliator holds (a 3) and strikes back, the Instigator fails (a 6) on its third. Press Play.",
      scenario: place(
        rs,
        [
          ['I1', 6, 3],
          ['R1', 6, 9],
        ],
        { dice: [3, 6] },
      ),
      controllers: both('aggressive', 'aggressive'),
    }),
    'off-table': (rs) => ({
      title: 'the table edge',
      caption: 'I1 stands 0.8 in from its own edge: a Move away takes it off the table.',
      scenario: place(rs, [
        ['I1', 6, 0.8],
        ['R1', 6, 6.8],
      ]),
      controllers: both('person', 'wait'),
    }),
    'last-strike': (rs) => ({
      title: 'the last strike',
      caption:
        'I1 reaches R1 only with its fifth Action; R1 holds with its fifth and strikes back at a combatant with no Action left. Switch the last-strike reading to compare.',
      scenario: place(
        rs,
        [
          ['I1', 6, 1],
          ['R1', 6, 11],
        ],
        { dice: [2] },
      ),
      controllers: both('aggressive', 'wait'),
    }),
    'start-in-contact': (rs) => ({
      title: 'starting in contact',
      caption: 'The pair is already touching when Matched (say, survivors of an earlier Turn). See the start-in-contact reading.',
      scenario: place(rs, [
        ['I1', 6, 5.5],
        ['R1', 6, 6.5],
      ]),
      controllers: both('person', 'person'),
    }),
  },
  game: {
    'five-a-side': (rs) => ({
      title: 'five a side',
      caption: 'A whole game, five a side, deployed from a seed. Step through it, play it, or take a side yourself.',
      scenario: deployed(1, rs),
      controllers: both('aggressive', 'counter'),
      seeded: true,
    }),
    endgame: (rs) => ({
      title: 'the endgame',
      caption: 'One Retaliator left against three: watch when the game is won under each version.',
      scenario: place(
        rs,
        [
          ['I1', 6, 5],
          ['I2', 3, 2],
          ['I3', 9, 3],
          ['R1', 6, 7],
        ],
        { seed: 3 },
      ),
      controllers: both('aggressive', 'aggressive'),
    }),
    play: (rs) => ({
      title: 'a full game',
      caption: 'Take the Instigator against the optimal policy, or set both sides to policies and watch.',
      scenario: deployed(1, rs),
      controllers: both('person', 'optimal'),
      seeded: true,
    }),
  },
  odds: {
    'closing-distance': (rs) => ({
      title: 'closing distance',
      caption: 'Exact odds of one Match in the open field, by the gap between the two combatants.',
      scenario: place(rs, [
        ['I1', 6, 3],
        ['R1', 6, 9],
      ]),
      controllers: both('optimal', 'optimal'),
    }),
    // The one tactic's table: best play against best play is flat past 2 in, so its page opens here.
    'eager-v-patient': (rs) => ({
      title: 'eager against patient',
      caption:
        'An eager Instigator (aggressive: it always advances) against a patient Retaliator (counter: it moves only when the Move makes contact). Swap the two policies under Policies and readings to see the other way round.',
      scenario: place(rs, [
        ['I1', 6, 3],
        ['R1', 6, 9],
      ]),
      controllers: both('aggressive', 'counter'),
    }),
  },
  // Nobody plays a Match in the snap widget: its controllers are never read.
  snap: {
    'edge-and-middle': (rs) => ({
      title: 'the edge and the middle',
      caption:
        "The designer's example: a close pair in the middle of the table and one combatant of each side out on its own edge. Attempt the two on the edges and follow the snaps back to the middle.",
      scenario: place(rs, [
        ['Iedge', 2, 0.5],
        ['Imid', 6, 5.5],
        ['Rmid', 6, 7],
        ['Redge', 10, 11.5],
      ]),
      controllers: both('aggressive', 'aggressive'),
      attempt: { instigator: 'Iedge', retaliator: 'Redge' },
    }),
    ladder: (rs) => ({
      title: 'a ladder',
      caption:
        'Six combatants in a zigzag, each gap shorter than the one before. I1 attempts its own closest enemy, R1, and the snaps climb the ladder to the far end.',
      scenario: place(rs, [
        ['I1', 1.7, 0.6],
        ['R1', 3.8, 4.2],
        ['I2', 6.9, 5.9],
        ['R2', 8.2, 8.6],
        ['I3', 10.4, 9.4],
        ['R3', 10.8, 11.3],
      ]),
      controllers: both('aggressive', 'aggressive'),
      attempt: { instigator: 'I1', retaliator: 'R1' },
    }),
    random: (rs) => {
      const scenario = deployed(7, rs);
      return {
        title: 'a random table',
        caption: 'Five a side, dealt at random from a seed. The attempt offered first is the one whose snaps run longest; deal another table with a new seed.',
        scenario,
        controllers: both('aggressive', 'aggressive'),
        seeded: true,
        attempt: longestChain(scenario),
      };
    },
  },
  // The reader is player I; the first die is the coin (reading ws-coin: 1 to 3 of a D6 goes to player I).
  warspike: {
    turn: (rs) => ({
      title: 'you are the Instigator',
      caption:
        'Three a side. You won the coin flip: elect to be the Instigator, then activate any of your combatants against any enemy, the far ones too. Player R answers as a counter-puncher, and the Advantage after the changeover decides who is Instigator next.',
      scenario: warspikeTable(rs, WARSPIKE_SPOTS),
      controllers: both('person', 'counter'),
    }),
    // Each step page opens the Turn at its step, played so far as an eager player I (aggressive)
    // against the counter-puncher (reading `warspike-widget-openings`, docs/widgets.md).
    activation: (rs) =>
      opened(
        warspikeTable(rs, WARSPIKE_SPOTS),
        'at the activation',
        'You elected to be the Instigator: now activate any of your combatants against any enemy, near or far.',
        (g) => pending(g).kind === 'activate',
      ),
    reaction: (rs) =>
      opened(
        warspikeTable(rs, WARSPIKE_SPOTS),
        'at the reaction',
        "Your I2 has come for R2 and moved: now R2 reacts, and only against I2. Watch player R's answer, then play on.",
        (g) => pendingSide(g) === 'retaliator',
      ),
    resolution: (rs) =>
      opened(
        warspikeTable(rs, WARSPIKE_SPOTS),
        'in the Paired-Resolution',
        'I2 and R2 are in contact and the strikes have begun: the pair is resolved as a Fragment 1 Match, Action by Action.',
        (g, events) => events.some((e) => e.type === 'strike') && pendingSide(g) !== null,
      ),
    changeover: (rs) =>
      opened(
        warspikeTable(
          rs,
          WARSPIKE_SPOTS.filter(([id]) => id !== 'I3'),
        ),
        'at the changeover',
        'Two against three: every pair has been resolved, and R3 neither acted nor reacted. At the changeover it may make one Move.',
        (g) => pending(g).kind === 'changeover',
      ),
    advantage: (rs) =>
      opened(
        warspikeTable(
          rs,
          WARSPIKE_SPOTS.filter(([id]) => id !== 'I3'),
        ),
        'after the Advantage',
        'The Turn is over: the Advantage has been counted, and the side ahead chooses first in the next Turn.',
        (g, events) => events.some((e) => e.type === 'advantage') && pendingSide(g) !== null,
      ),
  },
  war: {
    // Seed 24: two counter-punchers last all nine rounds, so every act, its draws and its rolls are seen,
    // with fights, fatigue, a double knock-out and a winner on the count.
    'three-acts': (rs) => ({
      title: 'nine rounds in three acts',
      caption:
        'Five a side, deployed from a seed, both sides played by an engine policy. Step one activation or one round at a time: the dice alternate in Act 1, come out of a bag in Act 2, and in Act 3 each drawn activation rolls for its Actions.',
      scenario: parseScenario({ ...deployScenario(24, rs), system: 'war' }),
      controllers: both('counter', 'counter'),
      seeded: true,
    }),
  },
  // Nobody decides here: the reader sets the table and resolves Melees; the controllers are never read.
  wwpd: {
    chains: (rs) => ({
      title: 'chains of contact and range',
      caption:
        'I1, R1 and I2 make one Melee through R1; I3 and R2 another. R3 and R4 touch, but friends link nothing. Drag bases to join or split the chains, then resolve a Melee: every strike is rolled before anyone is removed.',
      scenario: place(
        rs,
        [
          ['I1', 3, 5],
          ['R1', 3, 6],
          ['I2', 3, 7],
          ['I3', 8, 5],
          ['R2', 8, 6],
          ['R3', 6, 9.5],
          ['R4', 7, 9.5],
          ['I4', 11, 1.5],
        ],
        { system: 'wwpd', seed: 7 },
      ),
      controllers: both('aggressive', 'aggressive'),
    }),
  },
};

/** The preset named, or the widget type's first preset when the name is missing or unknown. */
export function presetFor(type: WidgetType, name: string | undefined, ruleset: RulesetId): { name: string; preset: WidgetPreset } {
  const table = PRESETS[type] as Record<string, Builder>;
  const key = name && table[name] ? name : WIDGET_PRESETS[type][0];
  const preset = table[key]!(ruleset);
  if (type === 'match-pairing') preset.zone = resolveParams({ ...preset.scenario.params, table: preset.scenario.table })['deploy-depth'];
  return { name: key, preset };
}

/** A preset's scenario as a version plays it: the version's parameter defaults (version.yaml) under the preset's own. */
export function withVersionParams(scenario: Scenario, params: Partial<Params>): Scenario {
  if (Object.keys(params).length === 0) return scenario;
  const { table, ...rest } = params;
  return { ...scenario, ...(table ? { table } : {}), params: { ...rest, ...scenario.params } };
}

/**
 * The first widget preset a version's parameters cannot play (bases off a smaller table, overlapping
 * on larger bases), as `widget TYPE preset "NAME": the engine's refusal`; null when every preset plays.
 */
export function presetsProblem(ruleset: RulesetId, params: Partial<Params>): string | null {
  for (const type of Object.keys(WIDGET_PRESETS) as WidgetType[])
    for (const name of WIDGET_PRESETS[type]) {
      try {
        parseScenario(withKeptKeys(withVersionParams(presetFor(type, name, ruleset).preset.scenario, params)));
      } catch (error) {
        if (error instanceof ScenarioError) return `widget ${type} preset "${name}": ${error.message}`;
        throw error;
      }
    }
  return null;
}
