// `npm run lint`: typescript-eslint's recommended rules, no import cycles, the layers of src/ (.astro
// files included, through eslint-plugin-astro's parser) and the engine's own layers inside it.
// scripts/check-cycles.ts adds the cycle check that counts type imports (import-x/no-cycle skips them).
// Formatting is Prettier's (`npm run format:check`).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The engine's layers, lowest first: a module imports only from its own layer and the ones below
// (docs/engine.md). A turn system's folder imports no other system's. Above them all, the entry
// modules (src/engine/*.ts), the only engine files anything outside the engine imports: one by audience
// (index.ts for Node, browser.ts for the browser, systems.ts for the list of systems alone).
const LAYERS = ['core', 'table', 'match', 'flow', 'systems', 'setup', 'play'];
const ENTRY = 'an entry module (src/engine/*.ts)';

const ENTRY_ONLY = { regex: `engine/(${LAYERS.join('|')})/`, message: `Outside the engine, import ${ENTRY}, never a file inside its layers.` };
// Browser code takes the browser's entry: the Node one adds every system's value at hand. Browser code is
// the widgets, shared, and the site's client scripts (src/site/client/: they run in the page or its workers).
const BROWSER_LAYERS = ['widgets', 'shared'];
const BROWSER_INSIDE = ['site/client'];
const BROWSER_ENTRY = {
  regex: 'engine/index\\.ts$',
  message: 'Browser code imports src/engine/browser.ts (or systems.ts for the list alone): index.ts is the engine for Node.',
};

// The layers of src/, lowest first (docs/architecture.md): each folder imports only the folders listed
// for it. The engine is the rules; shared is pure and browser-safe; catalog reads content/ (Node);
// server and cli are the two Node programs beside each other; widgets are browser code; markdown (our
// directives) and then site run at build time; pages, components and layouts (and src/*.ts) sit on top.
const BELOW = {
  shared: ['engine'],
  catalog: ['engine', 'shared'],
  server: ['engine', 'shared', 'catalog'],
  cli: ['engine', 'shared', 'catalog'],
  widgets: ['engine', 'shared'],
  markdown: ['engine', 'shared', 'catalog', 'widgets'],
  site: ['engine', 'shared', 'catalog', 'server', 'cli', 'widgets', 'markdown'],
};
const FOLDERS = ['engine', 'shared', 'catalog', 'server', 'cli', 'widgets', 'site', 'markdown', 'pages', 'components', 'layouts', 'styles'];
const WHERE = {
  shared: 'pure, browser-safe code that several layers need belongs in src/shared/',
  catalog: 'code that reads content/ belongs in src/catalog/',
  widgets: 'browser code gets build-time data as props from the page or component that places it',
  site: 'build-time page data belongs in src/site/, above what it reads',
};

/** Where code two layers share belongs, said in the message of a forbidden import. */
function advice(folder) {
  const said = folder === 'widgets' ? [WHERE.widgets, WHERE.shared] : folder === 'server' || folder === 'cli' ? [WHERE.shared, WHERE.catalog] : [WHERE.shared];
  return `${said.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}

/** no-restricted-imports for every folder of src/ with a layer, at every depth below it. */
function srcLayerRules() {
  return Object.entries(BELOW).flatMap(([folder, allowed]) => {
    const above = FOLDERS.filter((f) => f !== folder && !allowed.includes(f));
    return [1, 2, 3, 4].flatMap((depth) => {
      const layer = {
        regex: `^${'\\.\\./'.repeat(depth)}(${above.join('|')})/`,
        message: `Imports point down (docs/architecture.md): src/${folder}/ may import only src/${allowed.join('/, src/')}/. ${advice(folder)}`,
      };
      const rule = (dir, levels, browser) => ({
        files: [`src/${dir}/${'*/'.repeat(levels)}*.{ts,tsx,mjs,astro}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [ENTRY_ONLY, ...(browser ? [BROWSER_ENTRY] : []), layer] }] },
      });
      // A browser folder inside a build-time layer gets the layer's rule and the browser's entry (of two
      // configs setting one rule, the later wins).
      const inside = BROWSER_INSIDE.filter((dir) => dir.startsWith(`${folder}/`) && depth >= dir.split('/').length).map((dir) =>
        rule(dir, depth - dir.split('/').length, true),
      );
      return [rule(folder, depth - 1, BROWSER_LAYERS.includes(folder)), ...inside];
    });
  });
}

/** The import patterns a file `depth` folders below src/engine/ may not use. */
function forbidden(layer, depth) {
  const up = '\\.\\./'.repeat(depth);
  const higher = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  const patterns = [
    { regex: `^${up}\\.\\./`, message: 'The engine is pure rules: it imports nothing from outside src/engine/.' },
    { regex: `^${up}[^./][^/]*$`, message: `An engine layer imports no entry module: entries sit above every layer.` },
  ];
  if (higher.length > 0) patterns.push({ regex: `^${up}(${higher.join('|')})/`, message: `Layers point down: ${layer}/ may not import ${higher.join(', ')}.` });
  return patterns;
}

const layerRules = [
  ...['core', 'table', 'match', 'flow', 'setup', 'play'].map((layer) => ({
    files: [`src/engine/${layer}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden(layer, 1) }] },
  })),
  {
    files: ['src/engine/systems/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden('systems', 2),
            { regex: '^\\.\\./[^./][^/]*/', message: "A turn system imports no other system's folder: what two systems share lives in a lower layer." },
            { regex: '^\\.\\./index\\.ts$', message: 'A turn system does not import the list of systems: the list imports it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/systems/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden('systems', 1) }] },
  },
  {
    // Outside the engine (its own white-box tests aside), only the entry modules.
    files: ['src/**/*.{ts,tsx,mjs,astro}', 'scripts/**/*.ts', 'bin/**/*.js', 'tests/**/*.{ts,tsx}', '*.{ts,mjs,js}'],
    ignores: ['src/engine/**', 'tests/unit/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENTRY_ONLY] }] },
  },
  ...srcLayerRules(),
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'out/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/base'],
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript already knows every name (and Node's globals in the .js/.mjs files it checks).
      'no-undef': 'off',
      // `let { state, events } = …` where only state is reassigned reads better than two statements.
      'prefer-const': ['error', { destructuring: 'all' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...layerRules,
);
