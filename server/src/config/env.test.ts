import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { repoRoot } from './paths';

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data', 'pglite'),
      publicApiUrl: 'http://localhost:4000',
      rateLimitMax: 5000,
    });
    expect(env.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:3004', 'http://127.0.0.1:3010']),
    );
  });

  it('reads overrides', () => {
    const env = parseEnv({
      PORT: '5050',
      DATA_DIR: 'memory://',
      PUBLIC_API_URL: 'https://api.mitti.example/',
      CORS_ORIGINS: 'https://mitti.example, https://embed.example',
      DATABASE_URL: 'postgres://mitti:secret@db:5432/mitti',
    });
    expect(env).toMatchObject({
      port: 5050,
      dataDir: 'memory://',
      publicApiUrl: 'https://api.mitti.example',
      corsOrigins: ['https://mitti.example', 'https://embed.example'],
      databaseUrl: 'postgres://mitti:secret@db:5432/mitti',
    });
    expect(parseEnv({ PORT: '5050' }).publicApiUrl).toBe('http://localhost:5050');
  });

  it('fails fast naming a bad PORT', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names other bad variables', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('refuses the Auth emulator in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(parseEnv({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe(
      '127.0.0.1:9099',
    );
  });
});
