// The record schema the server and the forms share: every field's range, the catalog's versions and
// rule ids, the engine's own checks of readings and parameters, and messages that name field and value.
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkRecord, LIMITS, questionSchema, reportSchema } from '../../../src/shared/record-schema.ts';
import { known, question, report } from './fixtures.ts';

const reports = reportSchema(known);
const questions = questionSchema(known);
const refusal = (data: unknown, schema: z.ZodType = reports) => {
  const r = checkRecord(schema, data);
  if (r.ok) throw new Error('accepted');
  return { error: r.error, field: r.field };
};

describe('game report', () => {
  it('accepts a report and fills the defaults', () => {
    const r = checkRecord(reports, report());
    expect(r.ok && r.value).toMatchObject({ system: 'fragment1', perSide: 5, rulings: {}, params: {} });
  });

  it.each([
    [{ turns: 0 }, 'turns', 'is 0: must be a whole number from 1 to 1000'],
    [{ turns: 2.5 }, 'turns', 'is 2.5'],
    [{ perSide: 51 }, 'perSide', 'from 1 to 50'],
    [{ minutes: 601 }, 'minutes', 'from 1 to 600'],
    [{ version: 'v0.9' }, 'version', '"v0.1f", "v0.2"'],
    [{ system: 'chess' }, 'system', '"fragment1", "warspike", "wwpd", "war"'],
    [{ result: 'player-i' }, 'result', '"instigator", "retaliator", "draw", "unfinished"'],
    [{ system: 'warspike', result: 'instigator' }, 'result', '"player-i", "player-r"'],
    [{ left: { instigator: 6, retaliator: 0 } }, 'left.instigator', 'from 0 to the combatants a side (5)'],
    [{ playedOn: '2018-12-31' }, 'playedOn', 'from 2019-01-01'],
    [{ playedOn: '2999-01-01' }, 'playedOn', 'not in the future'],
    [{ playedOn: '2026-02-30' }, 'playedOn', 'a real date'],
    [{ questions: [{ rule: 'no-such-rule' }] }, 'questions[0].rule', 'a stable rule id of v0.2'],
    [{ questions: [{ rule: '26' }] }, 'questions[0].rule', 'a stable rule id'],
    [{ rulings: { 'move-distance': 'far' } }, 'rulings.move-distance', 'must be "exact" or "up-to"'],
    [{ rulings: { 'turn-limit': 0 } }, 'rulings.turn-limit', 'from 1 to 1000'],
    [{ rulings: { 'no-such': 1 } }, 'rulings.no-such', 'is not a reading'],
    [{ params: { die: 7 } }, 'params.die', 'one of 4, 6, 8, 10, 12, 20'],
    [{ params: { die: 6, 'fails-on': 8 } }, 'params.fails-on', 'from 2 to the die (6)'],
    [{ params: { speed: 3 } }, 'params.speed', 'is not a parameter'],
    [{ players: { instigator: 'expert' } }, 'players.instigator', '"new", "played"'],
    [{ notes: 'x'.repeat(LIMITS.text + 1) }, 'notes', 'at most 4,000 characters'],
    [{ name: 'x'.repeat(81) }, 'name', 'at most 80 characters'],
    [{ notes: 'a\u0000b' }, 'notes', 'without NUL'],
    [{ questions: Array.from({ length: 31 }, () => ({ rule: 'dice' })) }, 'questions', 'at most 30'],
    [{ id: 'not-a-uuid' }, 'id', 'a UUID'],
    [{ turns: '7' }, 'turns', 'is "7"'],
    [{ admin: true }, 'admin', 'is not a field of a game report'],
    [{ game: 'javascript:alert(1)' }, 'game', 'a share link'],
  ])('refuses %j naming %s', (change, field, words) => {
    const r = refusal(report(change));
    expect(r.field).toBe(field);
    expect(r.error).toContain(words);
    expect(r.error).not.toContain('\n');
  });

  it('takes a table written WxD and keeps it as the engine writes it', () => {
    const r = checkRecord(reports, report({ params: { table: '24x18', 'deploy-depth': 6 } }));
    expect(r.ok && r.value.params).toEqual({ table: { width: 24, depth: 18 }, 'deploy-depth': 6 });
  });

  it('keeps text exactly as written, markup included', () => {
    const notes = '<script>alert(1)</script> & <b>bold</b>';
    const r = checkRecord(reports, report({ notes }));
    expect(r.ok && r.value.notes).toBe(notes);
  });

  it('takes a missing or blank optional text as not given', () => {
    const r = checkRecord(reports, report({ notes: '   ', name: null }));
    expect(r.ok && [r.value.notes, r.value.name]).toEqual([undefined, undefined]);
  });
});

describe('rule question', () => {
  it('accepts a question on a rule, or on a page without one', () => {
    expect(checkRecord(questions, question()).ok).toBe(true);
    expect(checkRecord(questions, question({ rule: undefined, page: '/explainers/start-here/' })).ok).toBe(true);
  });

  it.each([
    [{ text: '' }, 'text', '1 to 4,000'],
    [{ text: '   ' }, 'text', 'a question'],
    [{ rule: 'turn-limit-rule' }, 'rule', 'a stable rule id of v0.2'],
    [{ rule: undefined }, 'rule', 'or give page'],
    [{ rule: undefined, page: 'https://evil.example/' }, 'page', "a page's path"],
    [{ version: 'v0.1f', rule: 'ruler' }, 'rule', 'a stable rule id of v0.1f'],
  ])('refuses %j naming %s', (change, field, words) => {
    const r = refusal(question(change), questions);
    expect(r.field).toBe(field);
    expect(r.error).toContain(words);
  });
});
