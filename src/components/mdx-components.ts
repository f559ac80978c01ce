// The component mapping every MDX body is rendered with (<Content components={mdxComponents} />).
// The remark plugin emits <WidgetSlot type preset version />, <EngineFigures set /> and, in explainers,
// <RuleRef rule word v? />, <ExplainerLink slug hash? /> and <CombatantTerm side />; replace them here to
// swap in other renderings.
import CombatantTerm from './CombatantTerm.astro';
import EngineFigures from './EngineFigures.astro';
import ExplainerLink from './ExplainerLink.astro';
import RuleRef from './RuleRef.astro';
import WidgetSlot from './WidgetSlot.astro';

export const mdxComponents = { WidgetSlot, EngineFigures, RuleRef, ExplainerLink, CombatantTerm };
