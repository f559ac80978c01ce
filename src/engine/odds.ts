// Entry: the exact odds of a Match, for any parameters (the solver).
export {
  matchOdds,
  choiceOdds,
  matchKey,
  MatchSolver,
  pairOutcomes,
  GAP_RANGE,
  MATCH_PARAM_IDS,
  type MatchOdds,
  type ChoiceOdds,
  type OddsQuery,
  type MatchNode,
  type Ranked,
  type AtOnceNode,
  type PairChoice,
  type MatchParams,
} from './match/solver.ts';
