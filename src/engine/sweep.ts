// Entry: one parameter over many values, exact odds and seeded games for each (the Lab, sow sweep).
export {
  sweep,
  sweepPlan,
  sweepParams,
  sweepOdds,
  sweepSimOptions,
  sweepSim,
  sweepValue,
  SWEEP_DEFAULT_GAP,
  type SweepOptions,
  type SweepRow,
  type SweepSim,
} from './play/sweep.ts';
