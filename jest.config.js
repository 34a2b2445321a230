// One runner, two worlds: the API runs in Node against a real database, the apps in jsdom. Jest runs the
// project's ES modules as they are (node --experimental-vm-modules, see package.json); SWC strips the types.
const requiredEsm = ['content-disposition', 'cookie'];

const shared = {
  // The bench's peers (bench/.peers, decision 094): other projects' sources, packages and builds.
  modulePathIgnorePatterns: ['<rootDir>/bench/.peers/'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    // The scripts before the app as the build makes them (decision 091): first, so the TypeScript below is not it.
    '/shell/server/src/before-app/build\\.ts$': '<rootDir>/scripts/test/before-app-transform.js',
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
    // ESM-only packages that a CommonJS package requires (Node 20 can; Jest's require cannot until Node 24.9).
    '/node_modules/.+\\.js$': ['@swc/jest', { swcrc: false, jsc: { target: 'es2022' } }],
    '\\.css$': '<rootDir>/scripts/test/css-transform.js',
  },
  // Packages' JavaScript runs as it is, but for those ESM-only packages; their stylesheets (react-toastify's)
  // go through the CSS transform.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${requiredEsm.join('|')})/).*/node_modules/(?!.+\\.css$)`],
  // `x.css?inline` is the stylesheet's text (webpack's asset/source in mf-catalog); @mitti/shared's package.json
  // has named exports, as webpack gives them (see the stand-in).
  moduleNameMapper: {
    '^(.+\\.css)\\?inline$': '$1',
    '^@mitti/shared/package\\.json$': '<rootDir>/scripts/test/shared-package.js',
  },
  // jest.useFakeTimers() fakes what Vitest's did: every timer but process.nextTick and queueMicrotask, on which
  // React and the promises under test run.
  fakeTimers: { doNotFake: ['nextTick', 'queueMicrotask'] },
};

/** @type {import('jest').Config} */
export default {
  // A worker per core: Jest's default leaves one core to itself, and on two cores that ran every file in one
  // process that grew past 3 GB and slowed as it grew. A worker that grows past the limit is started afresh.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1.5GB',
  // The slowest files first even where Jest has no times yet (a fresh clone): they say so on their first line.
  testSequencer: '<rootDir>/scripts/test/sequencer.js',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{server,server-kit,scripts}/**/*.test.ts'],
      globalSetup: '<rootDir>/scripts/test/global-setup.ts',
      globalTeardown: '<rootDir>/scripts/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/scripts/test/setup-server.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      // jsdom with the browser APIs it lacks taken from Node (fetch, streams, Web Crypto).
      testEnvironment: '<rootDir>/scripts/test/jsdom-environment.js',
      testMatch: ['<rootDir>/{shared,shell,mf-*}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-web.ts'],
    },
  ],
};
