// The lint's rule "browser code imports src/engine/browser.ts": every folder of code that runs in the
// browser is refused the Node entry (index.ts, which brings every system's value at hand), and Node code is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

/** The no-restricted-imports messages the lint gives `code` as the file `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const NODE_ENTRY = /Browser code imports src\/engine\/browser\.ts/;

describe('the lint keeps the Node entry out of browser code', () => {
  it.each([
    ['src/widgets/x.ts', '../engine'],
    ['src/widgets/models/x.ts', '../../engine'],
    ['src/shared/x.ts', '../engine'],
    ['src/site/client/x.ts', '../../engine'],
  ])('refuses engine/index.ts in %s', async (file, up) => {
    expect(await refusals(file, `import { deploy } from '${up}/index.ts';\nexport const d = deploy;\n`)).toEqual([expect.stringMatching(NODE_ENTRY)]);
    expect(await refusals(file, `import { deploy } from '${up}/browser.ts';\nexport const d = deploy;\n`)).toEqual([]);
  });

  it('leaves the site’s build-time code on the Node entry, and keeps the layers inside the client folder', async () => {
    expect(await refusals('src/site/x.ts', `import { deploy } from '../engine/index.ts';\nexport const d = deploy;\n`)).toEqual([]);
    // The client scripts are still site code: a page's component is above them.
    expect(await refusals('src/site/client/x.ts', `import X from '../../components/X.astro';\nexport const y = X;\n`)).toEqual([
      expect.stringMatching(/Imports point down/),
    ]);
  });
});
