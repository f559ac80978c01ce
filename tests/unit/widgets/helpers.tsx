// Shared set-up for the widget component tests: props as Widget.astro builds them, and links.
import { READINGS, type RulesetId } from '../../../src/engine/index.ts';
import { encodeState, type SharedState } from '../../../src/shared/link-codec.ts';
import { paramName } from '../../../src/widgets/links/shared-link.ts';
import { presetFor } from '../../../src/widgets/models/presets.ts';
import type { WidgetType } from '../../../src/widgets/models/registry.ts';
import type { RuleLinksByRuleset, WidgetProps } from '../../../src/widgets/models/types.ts';

/** As Widget.astro builds them: per ruleset, that ruleset's numbers (v0.2 numbers its Move 26). */
export const ruleLinks: RuleLinksByRuleset = {
  'v0.1f': {
    'move-action': { number: 25, href: '/v0.1f/rules/25/', title: 'Move' },
    'defence-test': { number: 33, href: '/v0.1f/rules/33/', title: 'Defence test' },
  },
  'v0.2': {
    'move-action': { number: 26, href: '/v0.2/rules/26/', title: 'Move' },
    'defence-test': { number: 38, href: '/v0.2/rules/38/', title: 'Defence test' },
    'contact-matched': { number: 30, href: '/v0.2/rules/30/', title: 'Contact at the start of a Turn' },
  },
};

export function propsFor(type: WidgetType, preset: string, version: RulesetId = 'v0.1f'): WidgetProps {
  const { name, preset: setup } = presetFor(type, preset, version);
  return {
    preset: name,
    setup,
    version,
    ruleLinks,
    anchor: `widget-${type}-${name}`,
    readingChoices: READINGS.map((r) => ({ id: r.id, title: r.title, default: r.default, variants: r.variants })),
    pace: 0,
  };
}

/** Puts a widget's state in the address, as a shared link would. */
export function openLink(type: WidgetType, preset: string, value: string | SharedState): void {
  const param = paramName(`widget-${type}-${preset}`);
  const text = typeof value === 'string' ? value : encodeState(value);
  window.history.replaceState(null, '', `/page/?${encodeURIComponent(param)}=${encodeURIComponent(text)}`);
}

export function clearLink(): void {
  window.history.replaceState(null, '', '/page/');
}
