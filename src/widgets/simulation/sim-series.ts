// Several simulations at once over a pool of Web Workers, with one cancel for all: the Lab plays its
// values this way and the turn systems' comparison its four systems. Each run's games are cut into
// slices of game indices and dealt to whichever worker is free; a game's seed depends only on its index,
// so the slices' tallies add up to the tally one worker would have made (the figures do not depend on
// the number of workers). Apart from sim-runner so the widgets that import the runner (Odds) do not
// carry it, and loaded only when a run starts.
import { addTally, emptyTally, summarise, type SimResult, type SimTally, type SimOptions } from '../../engine/browser.ts';
import type { SimRun } from './sim-runner.ts';
import type { SliceDone } from './sim-core.ts';

export interface SeriesCallbacks {
  /** After each slice: the run it belongs to (its index in the list), that run's figures so far, and the games played in all. */
  progress: (index: number, result: SimResult, played: number) => void;
  done: (results: SimResult[]) => void;
  error: (message: string) => void;
}

/**
 * Reading `web-pool-size`: one worker a core the browser reports but one, at least one and at most this
 * many (each holds its own engine). The core left over is the page's: with a worker on every core, the
 * main thread waited for one and a frame of the Lab's run took 200-400 ms on two cores.
 */
const MAX_WORKERS = 8;

interface Slice {
  run: number;
  from: number;
  to: number;
}

/** A slice's aim, in milliseconds of a worker's time: few messages, progress several times a second, and no long task where slices play on this page. */
const SLICE_MS = 50;
/** The first slice a player gets, before its pace is known. */
const FIRST_SLICE = 20;

/**
 * The games a player is given next: as many as it played in SLICE_MS at its last slice's pace. Slices are
 * sized by time, not by count, because a game's cost varies tenfold with the policies and the numbers.
 */
export function nextSliceSize(lastGames: number, lastMs: number): number {
  if (lastGames <= 0) return FIRST_SLICE;
  const pace = lastGames / Math.max(1, lastMs);
  // At most four times the last slice: one fast slice (a warm cache) does not make the next one long.
  return Math.max(1, Math.min(Math.round(pace * SLICE_MS), lastGames * 4));
}

/** Where a slice is played: a Web Worker, or (without workers) this page between its other tasks. */
interface Player {
  play(slice: number, options: SimOptions, from: number, to: number): void;
  stop(): void;
  /** The games asked next, from the pace of the slice last played. */
  size: number;
  startedAt: number;
}

/** The runs over a pool of workers; progress after every slice, done when every run is. */
export function runSeries(list: readonly SimOptions[], on: SeriesCallbacks): SimRun {
  const tallies: SimTally[] = list.map(() => emptyTally());
  const slices: Slice[] = [];
  const total = list.reduce((n, o) => n + o.games, 0);
  // The next game to hand out: its run, and its index in that run.
  let run = 0;
  let at = 0;
  let played = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const p of players) p.stop();
  };
  const fail = (message: string) => {
    if (stopped) return;
    stop();
    on.error(message);
  };
  const give = (player: Player) => {
    while (run < list.length && at >= list[run]!.games) [run, at] = [run + 1, 0];
    if (stopped || run >= list.length) return;
    const s = { run, from: at, to: Math.min(list[run]!.games, at + player.size) };
    at = s.to;
    slices.push(s);
    player.startedAt = performance.now();
    player.play(slices.length - 1, list[run]!, s.from, s.to);
  };
  const received = (player: Player, m: SliceDone) => {
    if (stopped) return;
    if ('problem' in m) return fail(m.problem);
    const s = slices[m.slice]!;
    addTally(tallies[s.run]!, m.tally);
    played += s.to - s.from;
    player.size = nextSliceSize(s.to - s.from, performance.now() - player.startedAt);
    on.progress(s.run, summarise(tallies[s.run]!), played);
    if (played === total) {
      stop();
      on.done(tallies.map(summarise));
    } else give(player);
  };
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 1;
  const players = startPlayers(Math.min(poolSize(cores), Math.ceil(total / FIRST_SLICE)), received, fail);
  if (total === 0) on.done([]);
  for (const p of players) give(p);
  return { cancel: stop };
}

/** How many workers a run gets on a device with this many cores. */
export function poolSize(cores: number): number {
  return Math.max(1, Math.min(MAX_WORKERS, cores - 1));
}

function startPlayers(count: number, received: (p: Player, m: SliceDone) => void, fail: (message: string) => void): Player[] {
  if (typeof Worker === 'undefined') return [onThisPage(received, fail)];
  const players: Player[] = [];
  try {
    for (let k = 0; k < count; k++) players.push(inWorker(received, fail));
  } catch {
    for (const p of players) p.stop();
    return [onThisPage(received, fail)];
  }
  return players;
}

function inWorker(received: (p: Player, m: SliceDone) => void, fail: (message: string) => void): Player {
  const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
  const player: Player = {
    play: (slice, options, from, to) => worker.postMessage({ slice, options, from, to }),
    stop: () => worker.terminate(),
    size: FIRST_SLICE,
    startedAt: 0,
  };
  worker.onmessage = (ev: MessageEvent<SliceDone>) => received(player, ev.data);
  worker.onerror = (ev) => {
    ev.preventDefault();
    fail(ev.message || 'the simulation worker failed');
  };
  return player;
}

/** Without Web Workers: each slice on this page in a task of its own, so the page still responds between them. */
function onThisPage(received: (p: Player, m: SliceDone) => void, fail: (message: string) => void): Player {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const core = import('./sim-core.ts');
  const player: Player = {
    play: (slice, options, from, to) => {
      timer = setTimeout(() => {
        core.then(
          (c) => c.playSlice({ slice, options, from, to }).then((m) => stopped || received(player, m)),
          () => fail('the simulation code could not be loaded'),
        );
      }, 0);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    size: FIRST_SLICE,
    startedAt: 0,
  };
  return player;
}
