// The tie's pick buttons for the Match pairing widget, which loads them on first use.
export { PickMatch } from './PickMatch.tsx';
