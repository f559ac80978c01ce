// Every generated practice question against the engine: "What happens next?" positions replayed, their
// answer the engine's next events and every other choice one the engine says does not happen; best
// decisions' odds the solver's, their margin as stated; ids stable and derived from content.
import { describe, expect, it } from 'vitest';
import { describeEvent, legalDecisions, matchOdds, MatchSolver, pending, step, type Decision } from '../../../../src/engine/index.ts';
import { replay } from '../../systems.ts';
import { loadCatalog } from '../../../../src/catalog/catalog.ts';
import { oneVersion, resolveVersionRules } from '../../../../src/catalog/version-rules.ts';
import { judge } from '../../../../src/site/practice/claims.ts';
import { CLEAR_MARGIN, generatePractice, playedQuestions, practiceFor } from '../../../../src/site/practice/questions.ts';
import { rankedAt } from '../../../../src/site/practice/best.ts';
import { forgetVersion, nextIn, parseProgress, record, empty } from '../../../../src/widgets/practice/progress.ts';

const catalog = loadCatalog();
const versions = catalog.versions.map((v) => ({ meta: v, practice: practiceFor(catalog, resolveVersionRules(catalog, [], v.id)) }));

describe.each(versions)('practice in $meta.id', ({ meta, practice }) => {
  const next = practice.questions.filter((q) => q.kind === 'next');
  const best = practice.questions.filter((q) => q.kind === 'best');

  it('has questions of every kind the issue names, three or four choices each, one right', () => {
    expect(new Set(next.map((q) => q.topic))).toEqual(
      new Set(['Who acts next?', 'Who rolls?', 'Who is removed?', 'Does the Move stop?', 'Which pair is Matched next?', 'Does the game end?']),
    );
    expect(best.length).toBeGreaterThan(0);
    for (const q of practice.questions) {
      expect(q.choices.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.choices.length, q.id).toBeLessThanOrEqual(4);
      expect(q.choices.filter((c) => c.correct).length, q.id).toBe(1);
      expect(new Set(q.choices.map((c) => c.text)).size, q.id).toBe(q.choices.length);
    }
  });

  it.each(next.map((q) => [q.id, q] as const))('%s: the answer is the engine’s next event, and no wrong choice happens', (_id, q) => {
    const { events, state } = replay(q.scenario, q.decisions);
    const say = (e: (typeof events)[number]) => describeEvent(e, q.scenario.ruleset, state.params);
    const shown = events.slice(0, q.shown);
    const horizon = events.slice(q.shown);
    expect(horizon.length).toBeGreaterThan(0);
    // The game so far is what the page shows, sentence by sentence.
    expect(q.log.map((l) => l.text)).toEqual(shown.map(say));
    for (const c of q.choices) expect(judge(c.claim!, horizon).holds, `${q.id} ${c.key}: ${c.text}`).toBe(c.correct);
    // The answer shown is the engine's events, from the first after the position.
    const through = judge(q.choices.find((c) => c.correct)!.claim!, horizon).through;
    expect(q.answer.map((a) => a.text)).toEqual(horizon.slice(0, through).map(say));
    // Every rule the question cites is one this version has.
    for (const id of q.rules) expect(catalog.rule(meta.id, id), id).toBeDefined();
  });

  // Issue 39 item 5, reading reasons-say-here: a wrong choice says why its rule does not apply in this
  // position, so its reason holds a "Here" sentence naming the position's combatants and a figure.
  it.each([...new Set(next.map((q) => q.topic))])('%s: every “Does not happen” reason says what is so here', (topic) => {
    for (const q of next.filter((n) => n.topic === topic))
      for (const c of q.choices.filter((ch) => !ch.correct)) {
        const here = c.why.text.slice(c.why.text.indexOf('Here '));
        expect(c.why.text, `${q.id} ${c.key}`).toContain('Here ');
        expect(
          q.board.bases.some((b) => new RegExp(`\\b${b.id}\\b`).test(here)),
          `${q.id} ${c.key}: ${here}`,
        ).toBe(true);
        expect(here, `${q.id} ${c.key}`).toMatch(/\d/);
      }
  });

  it.each(best.map((q) => [q.id, q] as const))('%s: every choice’s odds are the solver’s, and the best wins by the stated margin', (_id, q) => {
    const { state } = replay(q.scenario, q.decisions);
    const p = pending(state);
    expect(p.kind === 'action' && !p.locked).toBe(true);
    const solver = new MatchSolver(state.readings, state.params);
    const ranked = rankedAt(state, solver);
    const mine = p.kind === 'action' && p.side === 'instigator' ? 0 : 1;
    const words: Record<string, string> = { wait: 'Wait', toward: 'Move toward', away: 'Move away' };
    for (const c of q.choices) {
      const row = ranked.find((r) => c.text.startsWith(words[r.choice]!))!;
      expect(c.odds).toEqual({ win: row.odds[mine], lose: row.odds[1 - mine], both: row.odds[2] });
      // Each choice is a decision the rules allow here.
      const decision: Decision = row.choice === 'wait' ? { type: 'wait' } : { type: 'move', toward: row.choice === 'toward' };
      expect(() => step(state, decision)).not.toThrow();
    }
    const right = q.choices.find((c) => c.correct)!;
    expect(right.text.startsWith(words[ranked[0]!.choice]!)).toBe(true);
    const margin = Math.min(...q.choices.filter((c) => !c.correct).map((c) => right.odds!.win - c.odds!.win));
    expect(margin).toBeCloseTo(q.margin!, 12);
    expect(margin).toBeGreaterThanOrEqual(CLEAR_MARGIN);
    expect(legalDecisions(state).length).toBe(3);
  });

  it('a best decision at a Match’s first Action has `sow odds` figures (the solver played optimal against optimal)', () => {
    const first = best.filter((q) => q.decisions.length === 0);
    expect(first.length).toBeGreaterThan(0);
    for (const q of first) {
      const { state } = replay(q.scenario, q.decisions);
      const odds = matchOdds({ gap: (pending(state) as { gap: number }).gap, readings: state.readings, params: state.params });
      const right = q.choices.find((c) => c.correct)!;
      expect(right.odds!.win).toBeCloseTo(odds.instigator, 12);
      expect(right.odds!.lose).toBeCloseTo(odds.retaliator, 12);
    }
  });

  it('sets: the mixed set holds every question once; section and rule sets hold exactly the questions citing them', () => {
    const mixed = practice.sets.find((s) => s.kind === 'mixed')!;
    expect([...mixed.ids].sort()).toEqual(practice.questions.map((q) => q.id).sort());
    for (const s of practice.sets.filter((x) => x.kind === 'rule'))
      expect(s.ids).toEqual(mixed.ids.filter((id) => practice.questions.find((q) => q.id === id)!.rules.includes(s.of!)));
    for (const s of practice.sets.filter((x) => x.kind === 'section'))
      expect(s.ids).toEqual(
        mixed.ids.filter((id) => practice.questions.find((q) => q.id === id)!.rules.some((r) => catalog.rule(meta.id, r)!.section === s.of)),
      );
  });
});

describe('question ids', () => {
  it('come from the content: a second generation from a fresh catalog gives the same ids, and ids are unique across versions', () => {
    const again = loadCatalog();
    for (const { meta, practice } of versions) {
      const second = generatePractice(again, resolveVersionRules(again, [], meta.id));
      expect(second.questions.map((q) => q.id)).toEqual(practice.questions.map((q) => q.id));
    }
    const all = versions.flatMap((v) => v.practice.questions.map((q) => q.id));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('questions kept between builds', () => {
  // The build keeps each version's played questions as JSON (src/site/sim-cache.ts): what it reads back must
  // be what it played, with no field lost (undefined), turned (Infinity, -0) or stripped of its class.
  it.each(versions.map((v) => [v.meta.id]))('%s: its played questions come back from JSON unchanged', (id) => {
    const played = playedQuestions(resolveVersionRules(catalog, [], id));
    expect(played.length).toBeGreaterThan(10);
    expect(JSON.parse(JSON.stringify(played))).toStrictEqual(played);
  });
});

describe('progress on the device', () => {
  it('keeps the first answer as the mark, the latest beside it, and counts the streak on first answers only', () => {
    let p = record(empty(), 'v0.1f/next-0123456789', true);
    p = record(p, 'v0.1f/best-0123456789', true);
    expect(p.streak).toBe(2);
    p = record(p, 'v0.1f/best-0123456789', false);
    expect(p.streak).toBe(2);
    expect(p.answers['v0.1f/best-0123456789']).toEqual({ first: true, last: false });
    p = record(p, 'v0.2/next-0123456789', false);
    expect(p).toMatchObject({ streak: 0, best: 2 });
    expect(Object.keys(forgetVersion(p, 'v0.1f').answers)).toEqual(['v0.2/next-0123456789']);
  });

  it('reads back only what it wrote: malformed, oversized or foreign data is no progress', () => {
    expect(parseProgress('not json')).toEqual(empty());
    expect(parseProgress('x'.repeat(300_000))).toEqual(empty());
    const p = parseProgress(
      JSON.stringify({
        answers: {
          __proto__: { first: true, last: true },
          'v0.1f/next-0123456789': { first: 'yes', last: true },
          'v0.1f/best-0123456789': { first: false, last: true },
        },
        streak: 5,
        best: 3,
      }),
    );
    expect(Object.keys(p.answers)).toEqual(['v0.1f/best-0123456789']);
    expect(p).toMatchObject({ streak: 3, best: 3 });
  });

  it('goes on to the next question not yet answered, wrapping round', () => {
    expect(nextIn(['a', 'b', 'c'], 'a', (id) => id === 'b')).toBe('c');
    expect(nextIn(['a', 'b', 'c'], 'c', () => false)).toBe('a');
    expect(nextIn(['a', 'b', 'c'], 'b', () => true)).toBe('c');
    expect(nextIn(['a'], 'a', () => true)).toBeUndefined();
  });
});

describe.each([
  { params: { die: 10 }, readings: {} },
  { params: { actions: 3, move: 3 }, readings: { 'move-distance': 'up-to' } },
  { params: {}, readings: { 'last-strike': 'lands' } },
  { params: {}, readings: { exchange: 'simultaneous' } },
])('a version playing $params and $readings', ({ params, readings }) => {
  const meta = catalog.version('v0.1f')!;
  const practice = generatePractice(
    catalog,
    resolveVersionRules(oneVersion({ ...meta, engine: { ...meta.engine, params, rulings: readings } as typeof meta.engine }), [], meta.id),
  );

  it('still gets questions, each answered by the engine’s events and each best decision by the solver', () => {
    expect(practice.questions.length).toBeGreaterThan(10);
    for (const q of practice.questions) {
      const { events, state } = replay(q.scenario, q.decisions);
      if (q.kind === 'next') {
        for (const c of q.choices) expect(judge(c.claim!, events.slice(q.shown)).holds, `${q.id} ${c.text}`).toBe(c.correct);
      } else {
        const ranked = rankedAt(state, new MatchSolver(state.readings, state.params));
        const right = q.choices.find((c) => c.correct)!;
        expect(right.odds!.win).toBe(ranked[0]!.odds[pending(state).kind === 'action' && (pending(state) as { side: string }).side === 'instigator' ? 0 : 1]);
        expect(q.margin).toBeGreaterThanOrEqual(CLEAR_MARGIN);
      }
    }
    // Strikes at once: the solver ranks strikes in turn only, so no best decisions (reading practice-open-field).
    if (readings.exchange === 'simultaneous') expect(practice.questions.some((q) => q.kind === 'best')).toBe(false);
  });
});
