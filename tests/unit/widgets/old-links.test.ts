// Every share link a widget or the Lab wrote before the layering of issue 17 opens the same position
// after it. fixtures/old-links.json holds the link texts as the widgets wrote them (every widget type
// and preset, both rulesets, part-played and played-out games, the Lab over every parameter) beside a
// hash of what they decode to and of the game their decisions replay. Re-record only for an intended
// change of the link format (then old links must still decode): SOW_RECORD=1 npx vitest run tests/unit/widgets/old-links.test.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARAM_IDS, type GameState, type PolicyName } from '../../../src/engine/index.ts';
import { playGame, replay } from '../systems.ts';
import { encodeState, type SharedState } from '../../../src/shared/link-codec.ts';
import { readLink } from '../../../src/widgets/links/url-state.ts';
import { encodeLab, readLabLink } from '../../../src/widgets/lab/lab-link.ts';
import { defaultSetup } from '../../../src/widgets/lab/lab-model.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { WIDGET_PRESETS, type WidgetType } from '../../../src/widgets/models/registry.ts';

const FIXTURE = new URL('./fixtures/old-links.json', import.meta.url);
const RECORD = process.env.SOW_RECORD === '1';
type Entry = { link: string; digest: string };

function digest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(namedAsRecorded(value)))
    .digest('hex')
    .slice(0, 16);
}

/** The digests were recorded when the engine's readings were called `rulings`: the same field, in its place. */
function namedAsRecorded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(namedAsRecorded);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === 'readings' ? 'rulings' : k, namedAsRecorded(v)]));
}

/** What a widget link opens: the state it decodes to, and the game its decisions replay to. */
function opened(link: string): string {
  const read = readLink(`?w.x=${link}`, 'w.x');
  // Every recorded link opened (a link refused today would pin nothing): a refusal now is a difference.
  if (read.kind !== 'ok') return `refused: ${read.kind === 'bad' ? read.problem : 'no state'}`;
  const { state, events } = replay(read.state.scenario, read.state.decisions);
  return digest([read.state, events, asRecorded(state)]);
}

/**
 * The state as the digests were recorded: its turn system, now a value, named by its id in its old place,
 * and without the working lists it now carries (`scratch`: no part of the position, empty in JSON).
 */
function asRecorded({ ruleset, system, scratch: _scratch, ...rest }: GameState): unknown {
  return { ruleset, system: system.id, ...rest };
}

/**
 * What an old Lab link opens: its set-up as the old format had it. Fields the Lab gained since (the base's
 * numbers, a second parameter across) must open at their empty defaults, and are then left out of the
 * digest, so the recorded hashes stay those of the set-up the link always meant.
 */
function openedLab(link: string): string {
  const read = readLabLink(`?lab=${link}`);
  if (read.kind !== 'ok') return `refused: ${read.kind === 'bad' ? read.problem : 'no set-up'}`;
  const { base, across, ...before } = read.setup;
  if (Object.keys(base).length > 0 || across !== null) return `gained fields: ${JSON.stringify({ base, across })}`;
  return digest(before);
}

/** The links as the widgets of today write them (only used when recording). */
function widgetLinks(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const type of Object.keys(WIDGET_PRESETS) as WidgetType[])
    for (const name of WIDGET_PRESETS[type])
      for (const ruleset of ['v0.1f', 'v0.2'] as const) {
        const { preset } = presetFor(type, name, ruleset);
        const asPolicy = (c: string | undefined): PolicyName => (c === undefined || c === 'person' ? 'aggressive' : (c as PolicyName));
        const played = playGame(preset.scenario, { instigator: asPolicy(preset.controllers.instigator), retaliator: asPolicy(preset.controllers.retaliator) });
        const cuts = [0, Math.min(5, played.decisions.length), played.decisions.length];
        cuts.forEach((n, k) => {
          const state: SharedState = { scenario: preset.scenario, decisions: played.decisions.slice(0, n), controllers: preset.controllers };
          if (k === 1) Object.assign(state, { colours: [2, 4], extra: { speed: 2, seed: 11, shown: 1, matched: 1, games: 300, perSide: 3 } });
          out[`${type}|${name}|${ruleset}|${n}`] = encodeState(state);
        });
      }
  return out;
}

function labLinks(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const param of PARAM_IDS) {
    out[`lab|${param}`] = encodeLab(defaultSetup(param));
    const s = defaultSetup(param);
    out[`lab|${param}|varied`] = encodeLab({
      ...s,
      gap: 3.5,
      games: 40,
      seed: 2_000_000_000,
      policies: { instigator: 'optimal', retaliator: 'wait' },
      readings: { ...s.readings, 'last-strike': 'lands', 'move-distance': 'up-to' },
    });
  }
  return out;
}

describe('old share links open the same position', () => {
  if (RECORD) {
    it('records the links of today', () => {
      const fixture: Record<string, Entry> = {};
      for (const [key, link] of Object.entries(widgetLinks())) fixture[key] = { link, digest: opened(link) };
      for (const [key, link] of Object.entries(labLinks())) fixture[key] = { link, digest: openedLab(link) };
      writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 1)}\n`);
    });
    return;
  }
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Entry>;
  it('every widget type and preset, part-played and played out, decodes and replays as before', () => {
    const keys = Object.keys(fixture).filter((k) => !k.startsWith('lab|'));
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k) => fixture[k]!.link.length > 0 && opened(fixture[k]!.link) !== fixture[k]!.digest)).toEqual([]);
  });
  it("the Lab's links over every parameter decode as before", () => {
    const keys = Object.keys(fixture).filter((k) => k.startsWith('lab|'));
    expect(keys).toHaveLength(2 * PARAM_IDS.length);
    expect(keys.filter((k) => openedLab(fixture[k]!.link) !== fixture[k]!.digest)).toEqual([]);
  });
});
