// Runs `sow` as a user does, for the CLI tests.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function sow(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['bin/sow.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Bad input: exit 2, nothing on stdout, one line on stderr that names the flag and says what is allowed. */
export function refused(args: string[], ...parts: string[]): void {
  const r = sow(...args);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  for (const p of parts) expect(lines[0]).toContain(p);
}
