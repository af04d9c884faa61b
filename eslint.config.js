// @ts-check
const js = require('@eslint/js')
const globals = require('globals')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const importX = require('eslint-plugin-import-x')
const fs = require('node:fs')
const path = require('node:path')

const srcDir = path.join(__dirname, 'src')
const inSrc = (...parts) => path.join(srcDir, ...parts)
const features = fs
  .readdirSync(inSrc('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** The layers, bottom up: lib and config (pure helpers, the route map) ← storage (pure I/O) ←
 * store (the store's types and hooks) ← collections (the kit every per-person collection is
 * kept with) ← components (shared UI) ← features ← app (wiring). A layer imports only from the
 * ones below it; a feature imports another only through that feature's public entry, its
 * index.ts. */
const layers = ['lib', 'config', 'storage', 'store', 'collections', 'components', 'features', 'app']
const above = (layer) => layers.slice(layers.indexOf(layer) + 1).map((name) => `./src/${name}`)
const layerMessages = {
  lib: 'lib/ holds pure helpers that depend on nothing of the app.',
  config: 'config/ holds constants (the route map) that depend on nothing of the app.',
  storage: 'storage/ is the bottom layer: keys, records, guarded reads and writes.',
  store: "store/ holds the store's types and hooks, which every feature shares.",
  collections: 'collections/ is the kit the features keep their records with: it knows no feature.',
  components: 'components/ holds shared UI that knows no feature.',
  features: 'app/ wires the features together: features never import it.',
}
const boundaries = [
  ...Object.entries(layerMessages).map(([layer, message]) => ({
    target: `./src/${layer}`,
    // lib and config stand side by side on the ground floor.
    from: above(layer).filter((from) => !(layer === 'lib' && from === './src/config')),
    message,
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: inSrc('features', '*', '**'),
    except: [inSrc('features', feature, '**'), inSrc('features', '*', 'index.ts')],
    message: "Use another feature only through its public entry, that feature's index.ts.",
  })),
]

module.exports = tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from src/app/hooks.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Storage is plain I/O, tested without a store: what the app makes of it lives above.
    files: ['src/storage/**/*.ts'],
    ignores: ['src/storage/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@reduxjs/*', 'redux', 'redux-*', 'react', 'react-*'],
              message: 'storage/ is pure I/O: no Redux and no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
  },
  {
    // Node-side code: configs, scripts, benchmarks, Playwright specs.
    files: [
      '*.{js,cjs,mjs,ts}',
      '.ci/**/*.{js,mjs}',
      'scripts/**/*.{js,cjs,mjs,ts}',
      'bench/**/*.{js,cjs,mjs,ts}',
      'e2e/**/*.{ts,tsx,mjs}',
    ],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
