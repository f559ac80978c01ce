// The widgets a page can place with the `::widget{type=… preset=…}` directive, and their presets.
// The build fails on a type or preset that is not listed here.

export const WIDGET_PRESETS = {
  'match-pairing': ['deployment', 'tie', 'collapse-o-snap', 'inert'],
  match: ['open-field', 'contact', 'counting-example', 'off-table', 'last-strike', 'start-in-contact'],
  game: ['five-a-side', 'endgame', 'play'],
  odds: ['closing-distance', 'eager-v-patient'],
  snap: ['edge-and-middle', 'ladder', 'random'],
  warspike: ['turn', 'activation', 'reaction', 'resolution', 'changeover', 'advantage'],
  war: ['three-acts'],
  wwpd: ['chains'],
} as const satisfies Record<string, readonly string[]>;

export type WidgetType = keyof typeof WIDGET_PRESETS;

export function widgetProblem(type: string | undefined, preset: string | undefined): string | null {
  if (!type) return `a widget needs a type (one of ${Object.keys(WIDGET_PRESETS).join(', ')})`;
  const presets = (WIDGET_PRESETS as Record<string, readonly string[]>)[type];
  if (!presets) return `unknown widget type "${type}" (known: ${Object.keys(WIDGET_PRESETS).join(', ')})`;
  if (preset !== undefined && !presets.includes(preset)) return `unknown preset "${preset}" for widget "${type}" (known: ${presets.join(', ')})`;
  return null;
}
