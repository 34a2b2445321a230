import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { APP_TABLE } from './shared/src/remotes/app-table';

/** The code the shop runs, but the API's (serverZones keeps its floors); tests and test kits aside (TEST_CODE). */
const PRODUCTION_CODE = [
  'shared/src/**/*.{ts,tsx}',
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'shell/server/src/**/*.ts',
  'server-kit/src/**/*.ts',
];

/**
 * Tests, type tests and the kits they stand on. A kit is test code by where it sits (an app's src/test), not by its
 * name: one left among the features is production code to lint, and its imports of shared/test fail (issue 56).
 */
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '*-next-e2e/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.data/**',
      '**/test-results/**',
      'bench/results/**',
      'bench/.peers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The router, the store and the toasts reach the apps through @mitti/shared only (decision 013). The
    // shell's server render is one esbuild bundle of its own (decision 045): it takes the static router directly.
    files: ['shell/src/**', 'mf-*/src/**'],
    ignores: ['shell/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react-router-dom',
            'react-router',
            'react-redux',
            '@reduxjs/toolkit',
            '@reduxjs/toolkit/query/react',
            'react-toastify',
          ]
            .map((name) => ({
              name,
              message: `Import ${name}'s API from @mitti/shared: apps share one trimmed copy through it (decision 013).`,
            }))
            .concat(
              ['@mitti/shared/platform/router', '@mitti/shared/platform/store', '@mitti/shared/platform/api'].map(
                (name) => ({
                  name,
                  message: `Import from @mitti/shared itself: ${name} is its own module, evaluated ahead by the shell's start only (decision 052); imported elsewhere it is a second copy.`,
                }),
              ),
            ),
        },
      ],
    },
  },
  {
    // Imports flow one way (STYLE.md, bulletproof-react's zones): @mitti/shared -> an app's features -> the
    // app. Inside each app, what the whole app uses (components, lib, config) never reaches up into a feature
    // or the app, and a feature never into the app; shared never imports an app, nor an app another's source.
    files: ['shared/src/**', 'shell/src/**', 'mf-*/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones() }] },
  },
  {
    // What the shop runs never imports what its tests stand on (decision 084): the shared test kit (shared/test,
    // decision 080), an app's src/test, the document server's test/ and any *-test-kit. The zones above
    // come again: a later block's zones for the same rule replace an earlier one's.
    files: PRODUCTION_CODE,
    ignores: TEST_CODE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...importZones(), testKitZone()] }] },
  },
  {
    // @mitti/shared is the browser's singleton (decision 084): its code imports no Node built-in; what only the
    // servers run lives in @mitti/server-kit, which shared never imports (importZones).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // The API's floors (issue 56): what the API runs never imports its tests' kits and fakes (server/src/test) or
    // the reliability suite; db, lib and auth are the ground; plugins stand on them; no feature reads the
    // environment (config/, parsed once by main.ts and buildApp) or reaches up into the app that registers it.
    files: ['server/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', 'server/src/test/**', 'server/src/reliability/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    // No import circles (issue 56): a file that needs another's name either sits below it or shares a third that
    // both import. Packages are not followed (ignoreExternal), so a library's own bundle (PGlite's) is not walked.
    // The rule skips type-only imports, so a circle closed by a type alone (both that issue named were) is not
    // caught here: move the type down to a file both sides import, as mf-checkout's lib/checkout-line.ts does.
    files: [
      'shared/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'server/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
      // The files an import names are read to follow the loop: TypeScript ones with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**', 'server/scripts/**', 'e2e/**', '**/*.config.ts', 'webpack.common.ts', 'webpack-plugins/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);

/** What only tests may import: the kits of decision 080 and 084, by where they are (globs, from the root). */
function testKitZone() {
  return {
    target: '.',
    from: ['shared/test/**', '*/src/test/**', 'shell/server/test/**', '**/*-test-kit.{ts,tsx}'],
    message: "The shop's own code does not import a test kit: it stands beside the tests (decision 084).",
  };
}

/** The zones of `import-x/no-restricted-paths`: for each app, the one-way flow of its folders. */
function importZones() {
  const apps = APP_TABLE.map((app) => app.folder);
  const shared = ['components', 'lib', 'config'];
  return [
    { target: './shared/src', from: apps.map((app) => `./${app}`), message: '@mitti/shared never imports an app.' },
    {
      target: './shared/src',
      from: './server-kit',
      message: "@mitti/shared is the browser's: it never imports @mitti/server-kit, the servers' own (decision 084).",
    },
    ...apps.flatMap((app) => [
      ...shared.map((folder) => ({
        target: `./${app}/src/${folder}`,
        from: [`./${app}/src/features`, `./${app}/src/app`],
        message: `What all of ${app} uses (src/${folder}) does not reach up into a feature or the app.`,
      })),
      {
        target: `./${app}/src/features`,
        from: `./${app}/src/app`,
        message: `A feature of ${app} does not import the app (src/app); the app imports its features.`,
      },
      {
        target: `./${app}/src`,
        from: apps.filter((other) => other !== app).map((other) => `./${other}/src`),
        message: "A remote's only public face is its exposes map: no app imports another's source.",
      },
    ]),
    ...featureFloors('mf-checkout', [
      ['cart'],
      ['checkout', 'payment'],
      ['awaiting-payment', 'guest-orders', 'prices'],
    ]),
    ...featureFloors('mf-catalog', [['product'], ['embed', 'store'], ['filters'], ['products']]),
    ...featureFloors('mf-workshops', [['workshop'], ['booking'], ['workshops'], ['carousel']]),
    ...featureFloors('mf-account', [['orders'], ['account', 'reviews', 'wishlist']]),
    ...featureFloors('mf-admin', [
      ['workshops'],
      ['mail', 'messages', 'orders', 'performance', 'products', 'reviews', 'subscribers'],
    ]),
    ...featureFloors('shell', [['auth'], ['pages', 'rum', 'search', 'session']]),
  ];
}

/**
 * One app's features by floor, top first (issue 56): a feature imports only features on the floors below its own,
 * never one beside it or above it. The cart shows the checkout's fields and the prices; the checkout and the
 * payment pages stand on awaiting-payment (the hand-off to the gateway, Pay now), the prices and guest orders.
 * The other apps' floors are the ones `farm-studio look <app>/src/features` draws today; a feature that imports
 * none stands on the lowest floor, so a new import between features is a choice of floors, made here.
 */
function featureFloors(app: string, floors: string[][]) {
  const features = `./${app}/src/features`;
  return floors.flatMap((floor, level) =>
    floor
      .map((feature) => ({
        target: `${features}/${feature}`,
        from: [...floors.slice(0, level).flat(), ...floor.filter((other) => other !== feature)].map(
          (other) => `${features}/${other}`,
        ),
        message: `A feature of ${app} imports only the features on the floors below its own (featureFloors).`,
      }))
      .filter((zone) => zone.from.length > 0),
  );
}

/** The zones of `import-x/no-restricted-paths` for the API's production code: each floor imports only below it. */
function serverZones() {
  const src = './server/src';
  const top = [`${src}/app.ts`, `${src}/main.ts`, `${src}/prepare-database.ts`];
  return [
    {
      target: src,
      from: [`${src}/test`, `${src}/reliability`, './shared/test'],
      message:
        "The API's own code does not import its tests' kits and fakes (server/src/test, shared/test) or the reliability suite.",
    },
    ...['db', 'lib', 'auth'].map((ground) => ({
      target: `${src}/${ground}`,
      from: [`${src}/features`, `${src}/plugins`, `${src}/config`, `${src}/seed`, ...top],
      message: `src/${ground} is the API's ground floor: it imports nothing of the features, plugins, config or app.`,
    })),
    {
      target: `${src}/plugins`,
      from: [`${src}/features`, `${src}/config`, ...top],
      message: 'A plugin of the API stands on db, lib and auth only; the app hands it its settings.',
    },
    {
      target: `${src}/features`,
      from: [`${src}/config`, ...top],
      message: 'A feature does not parse the environment or import the app: buildApp hands it its settings.',
    },
    // The API's features by floor, as `farm-studio look server/src/features` draws them (featureFloors).
    ...featureFloors('server', [
      ['mail-sending'],
      ['admin', 'auth-mails', 'invoices', 'payments'],
      ['contacts', 'newsletter', 'orders', 'reviews'],
      ['mail', 'products'],
      ['delivery', 'documents', 'health', 'idempotency', 'me', 'photos', 'rum', 'workshops'],
    ]),
  ];
}
