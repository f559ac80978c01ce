// Problem 8: the build drops exactly Astro's notice about its own generated modules, nothing else.
import { describe, expect, it } from 'vitest';
import { isAstroHeadInjectNotice, renderPace } from '../../../src/site/quiet-build.ts';

describe('problem 8: the quiet build', () => {
  it("drops the MODULE_LEVEL_DIRECTIVE notice on Astro's astroPropagatedAssets modules and keeps every other warning", () => {
    const notice =
      'The semantics of the module level directive "use astro:head-inject" in "content/v0.2/rules/21-next-match.mdx?astroPropagatedAssets" may not be preserved when bundling.';
    expect(isAstroHeadInjectNotice({ code: 'MODULE_LEVEL_DIRECTIVE', message: notice })).toBe(true);
    expect(
      isAstroHeadInjectNotice({
        code: 'MODULE_LEVEL_DIRECTIVE',
        message: 'The semantics of the module level directive "use client" in "src/widgets/Game.tsx" may not be preserved when bundling.',
      }),
    ).toBe(false);
    expect(isAstroHeadInjectNotice({ code: 'INEFFECTIVE_DYNAMIC_IMPORT', message: notice })).toBe(false);
  });
});

describe("issue 38: the build's page-rendering pace", () => {
  it("prints the phase's time and its mean a page, and where the goal (against Starlight, side by side) is measured", () => {
    const goal = "(goal at most 1.5× Starlight's pace: `npm run bench:build` measures both side by side).";
    expect(renderPace(3000, 400)).toBe(`Pages rendered in 3.0 s, 7.5 ms a file written ${goal}`);
    expect(renderPace(6680, 484)).toBe(`Pages rendered in 6.7 s, 13.8 ms a file written ${goal}`);
    expect(renderPace(0, 0)).toBe(`Pages rendered in 0.0 s, 0.0 ms a file written ${goal}`);
  });
});
