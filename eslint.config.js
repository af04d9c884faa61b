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
/** What each feature offers the others. The rest (screens, hooks, helpers, storage bindings) is
 * its own business; app/ composes the screens. */
const featureApi = {
  auth: ['authSlice.ts', 'authThunks.ts'],
  budgets: ['BudgetList.tsx', 'selectors.ts'],
  calendar: ['calendarSlice.ts'],
  // This app's own file formats, which import reads back.
  export: ['csv.ts', 'csvFormat.ts', 'jsonBackup.ts'],
  // A bank row's identity (account and FITID), for sync to know the same row from two devices.
  import: ['bankKey.ts'],
  recurring: ['model.ts', 'recurringSlice.ts', 'recurringThunks.ts'],
  // Its states, which the recurring catch-up waits on.
  sync: ['syncSlice.ts'],
  transactions: [
    'formValues.ts',
    'model.ts',
    'selectors.ts',
    'summary.ts',
    'transactionsSlice.ts',
    'transactionThunks.ts',
    'validate.ts',
  ],
  theme: ['theme.ts', 'useTheme.ts'],
}

/** The layers, bottom up: lib (pure helpers) ← storage ← components ← features ← app. */
const boundaries = [
  {
    target: './src/lib',
    from: ['./src/storage', './src/components', './src/features', './src/app'],
    message: 'lib/ holds pure helpers that depend on nothing of the app.',
  },
  {
    target: './src/storage',
    from: ['./src/components', './src/features', './src/app'],
    message: 'storage/ is the bottom layer: keys, records, raw reads and writes.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app'],
    message: 'components/ holds shared UI that knows no feature.',
  },
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './store.ts', './paths.ts'],
    message:
      'app/ wires the features together; features use only its hooks, store types and paths.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: inSrc('features', '*', '**'),
    except: [
      inSrc('features', feature, '**'),
      ...Object.entries(featureApi).map(([owner, files]) =>
        inSrc('features', owner, `@(${files.join('|')})`),
      ),
    ],
    message: 'Use another feature only through what featureApi in eslint.config.js lists.',
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
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
