import { defineConfig } from 'vitest/config';

// One runner, two worlds: the API runs in Node against a real database, the apps in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['scripts/test/auth-emulator-setup.ts', 'scripts/test/postgres-setup.ts'],
          env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shared/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}', 'mf-*/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup-web.ts'],
        },
      },
    ],
  },
});
