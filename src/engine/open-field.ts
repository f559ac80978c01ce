// Entry: a Match in a game as the solver sees it (its odds query), and what in the game differs from
// the solver's open field. Loaded with the coach (src/widgets/coach/).
export { matchNode, matchQuery, offField, type OffField } from './match/open-field.ts';
