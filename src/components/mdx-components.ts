// The component mapping every MDX body is rendered with (<Content components={mdxComponents} />).
// The remark plugin emits <WidgetSlot type preset version />; replace WidgetSlot here to swap in the live widgets.
import WidgetSlot from './WidgetSlot.astro';

export const mdxComponents = { WidgetSlot };
