/** @jest-environment node */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { vouchedShopperAddress } from '@mitti/server-kit/shopper-address';
import { createAppServer } from './app-server';
import { makeShellBuild } from '../test/shell-build';

const SECRET = 'the-document-servers-secret-for-the-test';
const SHOPPER = '203.0.113.7';

/**
 * A shell build whose server bundle tells what its API calls would carry: the newsletter form's answer puts the
 * headers it was given in its flash, and a page's render puts them in its markup.
 */
const RENDER_BUNDLE = `
exports.routeStatus = () => 200;
exports.routeHints = () => ({ module: null, page: null });
exports.crawlerPaths = () => ({ listed: [], disallowed: [] });
exports.warm = async () => {};
exports.render = async ({ apiHeaders }) => ({
  status: 200, head: '', body: '<p id="headers">' + JSON.stringify(apiHeaders ?? null) + '</p>', state: { api: {} },
  session: null, module: null,
});
exports.act = async ({ apiHeaders }) => ({ redirect: '/', flash: { kind: 'success', text: JSON.stringify(apiHeaders) } });
`;

let parent: string;
const servers: FastifyInstance[] = [];

async function documentServer(options: { secret?: string; trustProxy?: string[] } = {}): Promise<FastifyInstance> {
  const server = await createAppServer({
    root: path.join(parent, 'shell'),
    logLevel: 'silent',
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    documents: { siteDir: path.join(parent, 'site'), preloads: false, documentServerSecret: options.secret ?? null },
  });
  servers.push(server);
  return server;
}

/** What the newsletter form's API call carried, posted by a shopper at `remoteAddress`. */
async function formHeaders(server: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const answer = await server.inject({
    method: 'POST',
    url: '/newsletter',
    payload: 'email=asha%40example.in',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', ...headers },
  });
  const flash = String(answer.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
  return JSON.parse((JSON.parse(decodeURIComponent(flash)) as { text: string }).text) as Record<string, string>;
}

/** What a page's render's API reads carried, for a visitor at `remoteAddress`. */
async function renderHeaders(server: FastifyInstance, url: string, remoteAddress: string) {
  const page = await server.inject({ url, remoteAddress });
  return JSON.parse(/<p id="headers">(.*?)<\/p>/.exec(page.body)![1]!) as Record<string, string>;
}

beforeAll(async () => {
  ({ parent } = await makeShellBuild('mitti-shopper-headers-', RENDER_BUNDLE));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(parent, { recursive: true, force: true });
});

describe("the shopper's address on the document server's API calls (decision 065)", () => {
  it("a form's calls carry the shopper's address, signed with the secret the API checks", async () => {
    const server = await documentServer({ secret: SECRET });
    const headers = await formHeaders(server, SHOPPER);
    expect(headers['x-mitti-shopper-address']).toBe(SHOPPER);
    expect(vouchedShopperAddress(headers, SECRET)).toBe(SHOPPER);
    expect(vouchedShopperAddress(headers, 'another-secret-another-secret-42')).toBeNull();
    expect(vouchedShopperAddress(await formHeaders(server, '198.51.100.23'), SECRET)).toBe('198.51.100.23');
  });

  it("a page's reads carry the visitor's, a kept public page's the visitor it was rendered for", async () => {
    const server = await documentServer({ secret: SECRET });
    expect(vouchedShopperAddress(await renderHeaders(server, '/store?for=a', SHOPPER), SECRET)).toBe(SHOPPER);
    expect(vouchedShopperAddress(await renderHeaders(server, '/store?for=b', '198.51.100.23'), SECRET)).toBe(
      '198.51.100.23',
    );
  });

  it("the address is the one this server determined: a shopper's own headers sign nothing", async () => {
    const server = await documentServer({ secret: SECRET });
    const forged = { 'x-forwarded-for': '192.0.2.99', 'x-mitti-shopper-address': '192.0.2.99' };
    expect(vouchedShopperAddress(await formHeaders(server, SHOPPER, forged), SECRET)).toBe(SHOPPER);
    // Behind its trusted balancer, the address the balancer saw.
    const behind = await documentServer({ secret: SECRET, trustProxy: ['10.1.0.2'] });
    const viaBalancer = { 'x-forwarded-for': `192.0.2.99, ${SHOPPER}` };
    expect(vouchedShopperAddress(await formHeaders(behind, '10.1.0.2', viaBalancer), SECRET)).toBe(SHOPPER);
  });

  it('without a secret, no address is sent: the API counts the calls against this server, as it believes no one', async () => {
    const server = await documentServer();
    // Only the language of the page the form was posted from, for the mails it causes (decision 106).
    expect(await formHeaders(server, SHOPPER)).toEqual({ 'accept-language': 'en' });
    expect(await renderHeaders(server, '/store?for=c', SHOPPER)).toEqual({});
  });
});
