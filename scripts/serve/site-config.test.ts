import { describe, expect, it } from 'vitest';
import { remotesManifest, runtimeConfig } from './site-config';

describe('remotes.json', () => {
  it('points every remote at its local port by default', () => {
    expect(remotesManifest({})).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      workshops: 'http://localhost:3002/mf-manifest.json',
      checkout: 'http://localhost:3003/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('lets one variable move one remote and nothing else', () => {
    const remotes = remotesManifest({ REMOTE_CATALOG_URL: 'https://cdn.example/catalog/v42/mf-manifest.json' });
    expect(remotes.catalog).toBe('https://cdn.example/catalog/v42/mf-manifest.json');
    expect(remotes.checkout).toBe('http://localhost:3003/mf-manifest.json');
  });
});

describe('runtime-config.json', () => {
  it('uses the Auth emulator until a real Firebase project is configured', () => {
    expect(runtimeConfig({}).firebase).toMatchObject({
      projectId: 'demo-mitti',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    const real = runtimeConfig({
      FIREBASE_API_KEY: 'key',
      FIREBASE_AUTH_DOMAIN: 'mitti.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'mitti',
      API_URL: 'https://api.mitti.example',
    });
    expect(real).toEqual({
      apiBaseUrl: 'https://api.mitti.example',
      firebase: { apiKey: 'key', authDomain: 'mitti.firebaseapp.com', projectId: 'mitti' },
    });
  });
});
