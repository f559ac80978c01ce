// The last WWPD Melee resolved, as the WWPD groups widget shows it: members, strikes, each die, then the
// removals, every line the engine's sentence with the Fragment 1 rule and the WW step it cites. Loaded
// with the engine's Melee (models/wwpd-melee.ts), when the reader first resolves one.
import { describeEvent, WWPD_STEPS, wwpd, type RulesetId } from '../../engine/browser.ts';
import { urls } from '../../shared/urls.ts';
import type { RuleLinks } from '../models/types.ts';
import type { MeleeEvent, WwpdView } from '../models/wwpd-model.ts';
import { RuleRefs } from './Log.tsx';

const SPEC = new Map<string, string>(WWPD_STEPS.map((s) => [s.id, s.spec]));

/** The WWPD steps an event cites, each a link to that step on the WWPD page. */
function Steps({ e }: { e: MeleeEvent }) {
  const steps = e.steps ?? [];
  return (
    <>
      {steps.map((s) => (
        <span key={s} class="sow-refs">
          {' ['}
          <a href={`${urls.systems('wwpd')}#${s}`}>{SPEC.get(s) ?? s}</a>
          {']'}
        </span>
      ))}
    </>
  );
}

/** The last Melee resolved: members, strikes, each die, then the removals, all from the engine's events. */
export function Resolution({ view, ruleset, links }: { view: WwpdView; ruleset: RulesetId; links: RuleLinks }) {
  const { last, params, seed } = view;
  const line = (e: MeleeEvent, k: number) => (
    <li key={k}>
      {describeEvent(e, ruleset, params, wwpd.sentences)}
      <RuleRefs rules={e.rules} links={links} />
      <Steps e={e} />
    </li>
  );
  const start = last.find((e) => e.type === 'melee-start');
  const strikes = last.filter((e) => e.type === 'melee-strike');
  const rolls = last.filter((e) => e.type === 'melee-defence');
  const earlier = view.events.slice(0, view.events.length - last.length).filter((e) => e.type === 'melee-end');
  const after = last.filter((e) => e.type === 'removed' || e.type === 'melee-end' || e.type === 'game-end');
  return (
    <div class="sow-wwpd__result" role="group" aria-label={`Melee ${start?.type === 'melee-start' ? start.melee : ''} resolved`}>
      {start && <ul class="sow-wwpd__members">{line(start, 0)}</ul>}
      <p class="sow-wwpd__heading">Strikes, all at once</p>
      <ol aria-label="Strikes">{strikes.map(line)}</ol>
      <p class="sow-wwpd__heading">{`Dice (seed ${seed}): every struck combatant rolls once a strike`}</p>
      <ol aria-label="Dice" class="sow-rolls__list">
        {rolls.map((e, k) => (
          <li key={k} class={e.type === 'melee-defence' && e.held ? 'sow-roll--held' : 'sow-roll--failed'}>
            {e.type === 'melee-defence' && (
              <span class="sow-wwpd__die" aria-hidden="true">
                {e.roll}
              </span>
            )}
            <span>
              {describeEvent(e, ruleset, params, wwpd.sentences)}
              <RuleRefs rules={e.rules} links={links} />
              <Steps e={e} />
            </span>
          </li>
        ))}
      </ol>
      <p class="sow-wwpd__heading">Removals, together after every roll</p>
      <ol aria-label="Removals">{after.map(line)}</ol>
      {earlier.length > 0 && <p>{`Earlier on this table: ${earlier.map((e) => describeEvent(e, ruleset, params, wwpd.sentences)).join(' ')}`}</p>}
    </div>
  );
}
