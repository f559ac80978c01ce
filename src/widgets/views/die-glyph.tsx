// A defence die drawn as its face, loaded with a Match's first roll (views/Dice.tsx).

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** Pips up to six; a larger face is written as its number, as on a D10 or D20. */
export function Die({ value, held }: { value: number; held: boolean }) {
  const pips = PIPS[value];
  return (
    <svg class={`sow-die ${held ? 'sow-die--held' : 'sow-die--failed'}`} viewBox="-1.6 -1.6 3.2 3.2" aria-hidden="true">
      <rect x={-1.5} y={-1.5} width={3} height={3} rx={0.6} />
      {pips ? (
        pips.map(([x, y], i) => <circle key={i} cx={x * 0.8} cy={y * 0.8} r={0.32} />)
      ) : (
        <text x={0} y={0.55} text-anchor="middle" font-size={1.6}>
          {value}
        </text>
      )}
    </svg>
  );
}
