// The decision buttons for the widgets that load them on first use (Match pairing, Game). The Match
// widget imports Decide.tsx itself; importing it lazily through this module leaves the bundler's
// module-namespace helper here, out of the script every Match widget page loads.
export { DecisionButtons } from './Decide.tsx';
