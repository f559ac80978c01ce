// How `sow` (and the benchmark that times it) sets up Node before the engine runs: the compile cache,
// and V8's inlining limits raised for the engine's hot loop. Called once, before any game is played.
import module from 'node:module';
import { setFlagsFromString } from 'node:v8';

/**
 * V8 compiles a hot function together with the small ones it calls, up to about 920 bytes of bytecode
 * in all and 460 for any one callee. A Match's Action (policies.ts playMatch down to previewMove and
 * slideAmong) is about 2,000, so by default it stays a chain of calls that each read the Match and the
 * table again. Raised, the chain compiles as one piece: about 1.07× on `sow sim`, same output (inlining
 * never changes what the code computes). The flags are process-wide, so `--workers` threads have them.
 */
export const INLINING_FLAGS: readonly string[] = [
  '--max-inlined-bytecode-size=2000',
  '--max-inlined-bytecode-size-cumulative=8000',
  '--max-inlined-bytecode-size-absolute=10000',
];

export function tuneNode(): void {
  // Each start would otherwise strip the types of and compile every source file again. The cache lives
  // in Node's own place (NODE_COMPILE_CACHE, or the temporary folder); its folder is passed on in the
  // environment so the worker threads of `--workers` read it too. A cache that cannot be made is no error.
  const cache = module.enableCompileCache?.();
  if (cache?.directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = cache.directory;
  // Set before any engine code is hot: V8 reads them when it optimises a function.
  for (const flag of INLINING_FLAGS) setFlagsFromString(flag);
}
