#!/usr/bin/env node
// `sow`: the Fragment 1 engine on the command line. The CLI is TypeScript run directly by Node 24,
// which the project pins as the npm package `node`; npm scripts and npx put it first on PATH.
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `sow needs Node 22.18 or newer (this is ${process.versions.node}). Run it through npm, which uses the project's pinned Node 24:\n` +
      '  npm run --silent sow -- <command> ...   or   npx sow <command> ...',
  );
  process.exit(2);
}
// Each start would otherwise strip the types of and compile every source file again. The cache lives in
// Node's own place (NODE_COMPILE_CACHE, or the temporary folder); its folder is passed on in the
// environment so the worker threads of `--workers` read it too. A cache that cannot be made is no error.
const cache = module.enableCompileCache?.();
if (cache?.directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = cache.directory;
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
