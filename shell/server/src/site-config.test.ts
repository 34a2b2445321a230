/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { BEFORE_APP_SOURCES } from './before-app';
import { documentSecurityHeaders, remotesManifest, runtimeConfig } from './site-config';

describe('remotes.json', () => {
  it('points every remote at its local port by default', () => {
    expect(remotesManifest({})).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      workshops: 'http://localhost:3002/mf-manifest.json',
      checkout: 'http://localhost:3003/mf-manifest.json',
      account: 'http://localhost:3004/mf-manifest.json',
      admin: 'http://localhost:3005/mf-manifest.json',
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

  it("keeps the shopper's documents with the API unless DOCUMENTS says firestore, and refuses anything else", () => {
    expect(runtimeConfig({}).documents).toBeUndefined();
    expect(runtimeConfig({ DOCUMENTS: 'http' }).documents).toBeUndefined();
    const local = runtimeConfig({ DOCUMENTS: 'firestore' });
    expect(local.documents).toBe('firestore');
    expect(local.firebase.firestoreEmulatorUrl).toBe('http://127.0.0.1:8080');
    expect(
      runtimeConfig({ DOCUMENTS: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:9150' }).firebase
        .firestoreEmulatorUrl,
    ).toBe('http://127.0.0.1:9150');
    const real = runtimeConfig({ DOCUMENTS: 'firestore', FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'mitti' });
    expect(real.documents).toBe('firestore');
    expect(real.firebase.firestoreEmulatorUrl).toBeUndefined();
    expect(() => runtimeConfig({ DOCUMENTS: 'firebase' })).toThrow(
      'DOCUMENTS must be http or firestore, not "firebase"',
    );
  });
});

describe('document security headers', () => {
  const directives = (env: NodeJS.ProcessEnv) =>
    Object.fromEntries(
      documentSecurityHeaders({ remotes: remotesManifest(env), config: runtimeConfig(env) })
        ['Content-Security-Policy']!.split('; ')
        .map((d) => {
          const [name, ...sources] = d.split(' ');
          return [name!, sources];
        }),
    );

  it('allows scripts only from the shell, its own start-up script and the configured remotes', () => {
    const csp = directives({ REMOTE_CATALOG_URL: 'https://cdn.example/catalog/v2/mf-manifest.json' });
    expect(csp['script-src']).toEqual([
      "'self'",
      ...BEFORE_APP_SOURCES,
      'https://cdn.example',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://localhost:3005',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the page reach the API and the identity provider, and nothing else', () => {
    const local = directives({});
    expect(local['connect-src']).toEqual(expect.arrayContaining(['http://localhost:4000', 'http://127.0.0.1:9099']));
    const real = directives({
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'mitti.firebaseapp.com',
      API_URL: 'https://api.mitti.example/',
    });
    expect(real['connect-src']).toContain('https://api.mitti.example');
    expect(real['connect-src']).toContain('https://identitytoolkit.googleapis.com');
    expect(real['connect-src']).not.toContain('http://127.0.0.1:9099');
    expect(real['frame-src']).toEqual(['https://mitti.firebaseapp.com']);
  });

  it("lets the page reach Firestore only when the shopper's documents are there", () => {
    expect(directives({})['connect-src']!.join(' ')).not.toMatch(/firestore|:8080/);
    expect(directives({ DOCUMENTS: 'firestore' })['connect-src']).toContain('http://127.0.0.1:8080');
    const real = directives({ DOCUMENTS: 'firestore', FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'mitti' });
    expect(real['connect-src']).toContain('https://firestore.googleapis.com');
    expect(real['connect-src']).not.toContain('http://127.0.0.1:8080');
  });

  it("lets the page-view beacon reach its endpoint, the API's /api/rum, wherever the API is", () => {
    const csp = directives({ API_URL: 'https://api.mitti.example' });
    const beacon = new URL('/api/rum', runtimeConfig({ API_URL: 'https://api.mitti.example' }).apiBaseUrl);
    expect(csp['connect-src']).toContain(beacon.origin);
  });
});
