import type { Config } from 'jest'

const config: Config = {
  // Only unit/component tests under src/ (Playwright specs live in e2e/).
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/src/test/jestEnvironment.ts',
  testEnvironmentOptions: {
    // d3-* v3 packages (used by @nivo) are ESM-only except for their "umd" export condition.
    customExportConditions: ['browser', 'umd'],
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      // Transpile-only (no type-check; `npm run typecheck` does that): ts-jest 29.4 derives this
      // from `isolatedModules: true` in tsconfig.json; its own `isolatedModules` option is
      // deprecated and only prints a warning.
      { tsconfig: '<rootDir>/tsconfig.json' },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // As in webpack.config.js: the charts never animate, so nivo's springs are final at once,
    '^@react-spring/web$': '<rootDir>/src/features/dashboard/stillSprings.ts',
    // and they give their own colours, so d3's colour schemes are left out.
    '^d3-scale-chromatic$': '<rootDir>/src/features/dashboard/unbundledSchemes.ts',
    // @nivo/core's CommonJS build uses require('react-virtualized-auto-sizer') as the component
    // itself, but that package's CJS build only exports `default`; jsdom also has no layout.
    '^react-virtualized-auto-sizer$': '<rootDir>/src/test/autoSizerStub.tsx',
    // The import's Web Worker: Jest has no Worker, so its handler runs in-thread (see the stub).
    '^\\./startParseWorker$': '<rootDir>/src/test/parseWorkerStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  clearMocks: true,
  testTimeout: 15_000,
}

export default config
