import { describe, expect, it } from 'vitest';
import { IllegalDecision, replay, type Decision } from '../../../src/engine/index.ts';
import { decodeDecision, decodeState, encodeDecision, encodeState, LinkError, MAX_PARAM_LENGTH } from '../../../src/shared/link-codec.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import { paramName } from '../../../src/widgets/links/shared-link.ts';
import { linkTo, readLink } from '../../../src/widgets/links/url-state.ts';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('decision tokens', () => {
  const all: Decision[] = [
    { type: 'wait' },
    { type: 'fight' },
    { type: 'move', toward: true },
    { type: 'move', toward: false },
    { type: 'move', toward: true, distance: 1.5 },
    { type: 'move', toward: false, distance: 0.25 },
    { type: 'pick-match', instigator: 'I1', retaliator: 'R-2_x' },
  ];
  it('round-trips every kind of decision', () => {
    all.forEach((d, i) => expect(decodeDecision(encodeDecision(d), i)).toEqual(d));
  });
  it('refuses anything else', () => {
    for (const t of ['', 'x', 't-1', 'tNaN', 'pI1', 'p<b>.R1', 't1e9', 'w w']) expect(() => decodeDecision(t, 0)).toThrow(LinkError);
  });
});

describe('shared state', () => {
  const { preset } = presetFor('match', 'counting-example', 'v0.1f');
  const state = {
    scenario: { ...preset.scenario, readings: { 'last-strike': 'lands' as const } },
    decisions: [
      { type: 'move', toward: true },
      { type: 'move', toward: true },
    ] as Decision[],
    controllers: { instigator: 'person' as const, retaliator: 'optimal' as const },
    colours: [2, 3] as [number, number],
    extra: { speed: 2 },
  };

  it('round-trips through base64url JSON', () => {
    const text = encodeState(state);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const back = decodeState(text);
    expect(back.scenario).toEqual(state.scenario);
    expect(back.decisions).toEqual(state.decisions);
    expect(back.controllers).toEqual(state.controllers);
    expect(back.colours).toEqual([2, 3]);
    expect(back.extra).toEqual({ speed: 2 });
  });

  it('names what is wrong with a hostile or broken value', () => {
    const cases: Array<[string, RegExp]> = [
      ['%%%', /base64url/],
      [b64('not json'), /JSON/],
      [b64('[1,2]'), /JSON/],
      [b64('{"v":99}'), /another version/],
      [b64('{"v":1,"r":"v9"}'), /ruleset/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i","<img src=x onerror=alert(1)>",1],["R1","r",5,5]]}'), /combatants\[0\]\.x/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",1.5,1]]}'), /overlaps/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",50,1]]}'), /off the/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"g":{"move-distance":"far"}}'), /move-distance/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"g":{"turn-limit":1000000}}'), /turn-limit/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"p":["god","wait"]}'), /player/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"x":"w,zz"}'), /decision 2/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"d":[7]}'), /dice\[0\]/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"__proto__":{"x":1}}'), /field no widget writes/],
      ['A'.repeat(MAX_PARAM_LENGTH + 1), /characters long/],
      [b64('{"v":1,"r":"v0.1f","t":[100,100],"c":[["I1","i",1,1],["R1","r",5,5]]}'), /table.width: 100 is out of range: a number of inches from 6 to 72/],
      [b64('{"v":1,"r":"v0.1f","t":[100000,100000],"c":[["I1","i",1,1],["R1","r",5,5]]}'), /table\.width/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"q":{"die":7}}'), /params\.die: 7 is out of range: one of 4, 6, 8, 10, 12, 20/],
      [
        b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"q":{"actions":1e9}}'),
        /params\.actions: 1000000000 is out of range: a whole number from 1 to 10/,
      ],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"q":{"warp":1}}'), /params\.warp: is not a parameter/],
      [b64('{"v":1,"r":"v0.1f","c":[["I1","i",1,1],["R1","r",5,5]],"q":"d10"}'), /params: must be an object/],
      [
        b64(JSON.stringify({ v: 1, r: 'v0.1f', c: Array.from({ length: 41 }, (_, i) => [`I${i}`, 'i', 1 + (i % 10), 1 + Math.floor(i / 10)]) })),
        /more than 40 combatants/,
      ],
    ];
    for (const [text, message] of cases) expect(() => decodeState(text), text).toThrow(message);
  });

  it('carries the parameters in force, and the engine plays them after the round trip', () => {
    const withParams = { ...state, scenario: { ...state.scenario, params: { die: 10, 'fails-on': 8, move: 3 } } };
    const back = decodeState(encodeState(withParams));
    expect(back.scenario.params).toEqual({ die: 10, 'fails-on': 8, move: 3 });
    const { state: after } = replay(back.scenario, back.decisions);
    expect(after.params).toMatchObject({ die: 10, 'fails-on': 8, move: 3 });
  });

  it('leaves illegal decision sequences to the engine, which refuses them on replay', () => {
    const s = decodeState(b64('{"v":1,"r":"v0.1f","c":[["I1","i",6,5],["R1","r",6,7.5]],"s":1,"x":"f"}'));
    expect(() => replay(s.scenario, s.decisions)).toThrow(IllegalDecision);
  });
});

describe('the address', () => {
  it('keeps other parameters and the widget anchor', () => {
    const { preset } = presetFor('match', 'contact', 'v0.1f');
    const param = paramName('widget-match-contact');
    const href = linkTo(
      'https://example.org/v0.1f/rules/25/?q=1#top',
      param,
      { scenario: preset.scenario, decisions: [{ type: 'wait' }] },
      'widget-match-contact',
    );
    const url = new URL(href);
    expect(url.searchParams.get('q')).toBe('1');
    expect(url.hash).toBe('#widget-match-contact');
    const read = readLink(url.search, param);
    expect(read.kind).toBe('ok');
    if (read.kind === 'ok') expect(read.state.decisions).toEqual([{ type: 'wait' }]);
    expect(readLink('?other=1', param)).toEqual({ kind: 'none' });
    expect(readLink(`?${param}=zzz`, param).kind).toBe('bad');
  });
});
