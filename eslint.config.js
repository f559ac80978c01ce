// `npm run lint`: typescript-eslint's recommended rules, no import cycles, and the engine's layers.
// Formatting is Prettier's (`npm run format:check`), kept out of lint until the tree is formatted once.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The engine's layers, lowest first: a module imports only from its own layer and the ones below
// (docs/engine.md). A turn system's folder imports no other system's. Above them all, the entry
// modules (src/engine/*.ts), the only engine files anything outside the engine imports.
const LAYERS = ['core', 'table', 'match', 'flow', 'systems', 'setup', 'play'];
const ENTRY = 'an entry module (src/engine/*.ts)';

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
    files: ['src/**/*.{ts,tsx,mjs}', 'scripts/**/*.ts', 'bin/**/*.js', 'tests/**/*.{ts,tsx}', '*.{ts,mjs,js}'],
    ignores: ['src/engine/**', 'tests/unit/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `engine/(${LAYERS.join('|')})/`, message: `Outside the engine, import ${ENTRY}, never a file inside its layers.` }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'out/', 'test-results/', 'playwright-report/', 'public/', '**/*.astro'] },
  js.configs.recommended,
  tseslint.configs.recommended,
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
