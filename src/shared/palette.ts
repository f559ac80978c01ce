// The colours a base can have: the widgets draw them, a share link names them by index.

export interface BaseColour {
  /** Said aloud and printed, so colour is never the only cue. */
  name: string;
  fill: string;
  ink: string;
}

/** v0.2 lets players choose colours (spec G5); these pairs keep the label readable on every fill. */
export const PALETTE: readonly BaseColour[] = [
  { name: 'blue', fill: '#1f5fbf', ink: '#ffffff' },
  { name: 'red', fill: '#b3261e', ink: '#ffffff' },
  { name: 'yellow', fill: '#f2c12e', ink: '#1a1a1a' },
  { name: 'green', fill: '#1e7a3c', ink: '#ffffff' },
  { name: 'purple', fill: '#6a3d9a', ink: '#ffffff' },
  { name: 'white', fill: '#ffffff', ink: '#111111' },
  { name: 'black', fill: '#151515', ink: '#ffffff' },
];
