import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // shell's server render is one bundle of its own (decision 014): it takes the static router directly.
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
          ].map((name) => ({
            name,
            message: `Import ${name}'s API from @mitti/shared: apps share one trimmed copy through it (decision 013).`,
          })),
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/scripts/**', 'e2e/**', '**/*.config.ts', 'webpack.common.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
