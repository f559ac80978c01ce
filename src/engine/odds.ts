// Entry: the exact odds of a Match, for any parameters (the solver).
export { matchOdds, choiceOdds, matchKey, MatchSolver, GAP_RANGE, MATCH_PARAM_IDS, startNode, type MatchOdds, type ChoiceOdds, type OddsQuery, type MatchNode, type MatchParams } from './match/solver.ts';
