import { describe, expect, it } from '@jest/globals';
import { parseRemotesManifest, parseRuntimeConfig } from './runtime-config';

describe('parseRemotesManifest', () => {
  const complete = {
    catalog: 'http://localhost:3001/mf-manifest.json',
    workshops: 'http://localhost:3002/mf-manifest.json',
    checkout: 'http://localhost:3003/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
    admin: 'http://localhost:3005/mf-manifest.json',
  };

  it('accepts a manifest URL for every remote', () => {
    expect(parseRemotesManifest(complete)).toEqual(complete);
  });

  it('names the remotes that are missing', () => {
    const { account: _account, checkout: _checkout, ...partial } = complete;
    expect(() => parseRemotesManifest(partial)).toThrow('/remotes.json has no entry for: checkout, account');
  });

  it('refuses anything that is not a map of URLs', () => {
    expect(() => parseRemotesManifest(null)).toThrow(/must map each remote/);
    expect(() => parseRemotesManifest({ ...complete, catalog: 42 })).toThrow(/must map each remote/);
  });
});

describe('parseRuntimeConfig', () => {
  it('needs the API base URL and a Firebase project', () => {
    expect(() => parseRuntimeConfig({ firebase: { projectId: 'demo-mitti' } })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://localhost:4000' })).toThrow(/firebase.projectId/);
    const config = { apiBaseUrl: 'http://localhost:4000', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });
});
