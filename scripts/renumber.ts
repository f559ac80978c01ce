// Numbers a version's rules by their order (src/catalog/renumber.ts), then checks all content:
//   npm run renumber -- <version> [--content <dir>]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentReport } from '../src/catalog/content-check.ts';
import { renumberVersion } from '../src/catalog/renumber.ts';
import { CONTENT_DIR } from '../src/catalog/content-dir.ts';

export function run(argv: string[], log: (line: string) => void = console.log): number {
  let contentDir = CONTENT_DIR;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--content' && argv[i + 1]) contentDir = resolve(argv[++i]!);
    else rest.push(argv[i]!);
  }
  if (rest.length !== 1 || rest[0]!.startsWith('--')) {
    log('usage: npm run renumber -- <version> [--content <dir>]   e.g. npm run renumber -- v0.3');
    return 2;
  }
  const version = rest[0]!;
  if (!existsSync(join(contentDir, version, 'rules'))) {
    log(`renumber: ${version} has no rules folder (${join(contentDir, version, 'rules')})`);
    return 2;
  }
  const { files, changed } = renumberVersion(contentDir, version);
  log(`${version}: ${files} rules numbered 1 to ${files} in the order of their file names; ${changed} changed.`);
  const report = contentReport(contentDir);
  log(report.text);
  return report.problems.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(run(process.argv.slice(2)));
