// Checks all content and prints every problem at once, `file:line:col: what is wrong: what to do`:
//   npm run check-content [-- --content <dir>]
// The build runs it first, so a content mistake stops the build before Astro starts, with the whole list.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogError } from '../src/catalog/catalog.ts';
import { fullContentReport } from '../src/markdown/content-report.ts';
import { CONTENT_DIR } from '../src/catalog/content-dir.ts';

export function run(argv: string[], log: (line: string) => void = console.log, fail: (line: string) => void = console.error): number {
  let contentDir = CONTENT_DIR;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--content' && argv[i + 1] && !argv[i + 1]!.startsWith('--')) contentDir = resolve(argv[++i]!);
    else {
      fail(`check-content: unknown argument ${argv[i]}; usage: npm run check-content [-- --content <dir>]`);
      return 2;
    }
  }
  try {
    const report = fullContentReport(contentDir);
    (report.problems.length ? fail : log)(report.text);
    return report.problems.length ? 1 : 0;
  } catch (error) {
    // A missing content folder and the like: one line, never a stack trace.
    if (!(error instanceof CatalogError)) throw error;
    fail(`check-content: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(run(process.argv.slice(2)));
