/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { RenderRequest, SiteDocuments } from '@mitti/shared';
import { crawlerPaths } from './route-facts';
import { warmUp } from './warm-up';

const site = (remotes: SiteDocuments['remotes'] = {}): SiteDocuments =>
  ({ remotes, config: { apiBaseUrl: 'http://127.0.0.1:4000' } }) as SiteDocuments;

describe("a release's warm-up", () => {
  it('renders every page the sitemap lists once, in either language, with the deploy-time documents', async () => {
    const asked: RenderRequest[] = [];
    await warmUp(site({ catalog: 'http://127.0.0.1:1/mf-manifest.json' }), async (request) => {
      asked.push(request);
      return null;
    });
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual(crawlerPaths().listed);
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual(expect.arrayContaining(['/', '/hi/store']));
    for (const request of asked) {
      expect(request).toMatchObject({
        remotes: { catalog: 'http://127.0.0.1:1/mf-manifest.json' },
        apiBaseUrl: 'http://127.0.0.1:4000',
        flash: null,
      });
      // A shopper's cookie is never part of it: nothing personal is rendered ahead.
      expect(request.cookie).toBeUndefined();
    }
  });

  it('goes on past a remote that cannot be loaded and a render that fails, and never throws', async () => {
    let renders = 0;
    await expect(
      warmUp(site({ catalog: 'http://127.0.0.1:1/mf-manifest.json' }), async () => {
        renders += 1;
        throw new Error('the API is not up yet');
      }),
    ).resolves.toBeUndefined();
    expect(renders).toBe(crawlerPaths().listed.length);
  });

  it('stops rendering once its time is up, so an API that hangs delays a start by seconds, not minutes', async () => {
    let renders = 0;
    const hanging = (request: RenderRequest) =>
      new Promise<null>((_resolve, reject) => {
        renders += 1;
        request.signal!.addEventListener('abort', () => reject(request.signal!.reason as Error));
      });
    await warmUp(site(), hanging);
    expect(renders).toBe(1);
  });
});
