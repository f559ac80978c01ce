// Requests taken in arrival order, a few milliseconds of work at a time (reading requests-paced). Node runs
// every callback its event loop finds ready in one go, so a crowd's records (about half a millisecond of
// checks each) were taken back to back while the database's answer to the commit before them waited
// behind: the next commit could not start, and the crowd was answered in clumps. With a turn of the loop
// between slices, the database's answers are read as they come and a commit runs while the next records
// are checked.

/**
 * A function that queues its arguments and calls `run` with each, in order, from later turns of the event
 * loop: as many as fit in `sliceMs` a turn (at least one). What a call throws is thrown from its turn, as
 * from any callback of the loop, and the calls after it still come.
 */
export function paced<A extends unknown[]>(run: (...args: A) => void, sliceMs: number): (...args: A) => void {
  const queue: A[] = [];
  let scheduled = false;
  const drain = () => {
    const until = performance.now() + sliceMs;
    // A call that throws still leaves the rest queued for the next turn: without `finally`, nothing would
    // schedule another slice and every later request would wait forever.
    try {
      do run(...queue.shift()!);
      while (queue.length > 0 && performance.now() < until);
    } finally {
      if (queue.length > 0) setImmediate(drain);
      else scheduled = false;
    }
  };
  return (...args: A) => {
    queue.push(args);
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  };
}
