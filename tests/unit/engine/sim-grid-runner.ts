// Runs `sow` in one process for each argument list of the grid (sim-grid.test.ts) and prints
// {args, status, stdout, stderr} for each as JSON: one start-up for the whole grid, where a spawn per
// command would spend most of the test starting Node.
import { main } from '../../../src/cli/main.ts';
import { SIM_GRID_COMMANDS } from './sim-grid.ts';

type Writer = typeof process.stdout.write;
const results: Array<{ args: string[]; status: number; stdout: string; stderr: string }> = [];
const realOut = process.stdout.write.bind(process.stdout) as Writer;
const realErr = process.stderr.write.bind(process.stderr) as Writer;
for (const args of SIM_GRID_COMMANDS) {
  let stdout = '';
  let stderr = '';
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as Writer;
  process.stderr.write = ((chunk: string | Uint8Array) => ((stderr += String(chunk)), true)) as Writer;
  let status: number;
  try {
    status = await main(args);
  } finally {
    process.stdout.write = realOut;
    process.stderr.write = realErr;
  }
  results.push({ args, status, stdout, stderr });
}
realOut(`${JSON.stringify(results)}\n`);
