// Entry: the exact odds of a Match, for any parameters (the solver).
export { matchOdds, matchKey, MatchSolver, GAP_RANGE, MATCH_PARAM_IDS, type MatchOdds, type OddsQuery, type MatchNode, type MatchParams } from './match/solver.ts';
