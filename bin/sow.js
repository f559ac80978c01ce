#!/usr/bin/env node
// `sow`: the Fragment 1 engine on the command line. The CLI is TypeScript run directly by Node 24,
// which the project pins as the npm package `node`; npm scripts and npx put it first on PATH.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `sow needs Node 22.18 or newer (this is ${process.versions.node}). Run it through npm, which uses the project's pinned Node 24:\n` +
      '  npm run --silent sow -- <command> ...   or   npx sow <command> ...',
  );
  process.exit(2);
}
// The compile cache and V8's inlining limits (src/cli/node-tuning.ts), before the engine is loaded.
const { tuneNode } = await import('../src/cli/node-tuning.ts');
tuneNode();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
