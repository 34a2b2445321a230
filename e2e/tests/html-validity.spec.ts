import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import vnuJar from 'vnu-jar';
import { API, SERVER_RENDERED_ROUTES, fillRoute } from '../support/routes';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

/**
 * The Nu HTML Checker's CSS parser does not know container queries yet: `container-type`, and a
 * declaration that uses container units (`100cqi`) is a "Parse Error" to it. Those complaints are about
 * the checker, not the page; every other error counts.
 */
function isCheckerGap(message: VnuMessage, html: string): boolean {
  if (/container-type|@container/.test(message.message)) return true;
  if (!message.message.startsWith('CSS:') || message.lastLine === undefined) return false;
  const line = html.split('\n')[message.lastLine - 1] ?? '';
  const declaration = line.slice(Math.max(0, (message.lastColumn ?? 0) - 200), message.lastColumn);
  return /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/.test(declaration.slice(declaration.lastIndexOf(':') - 40));
}

/** Every document the server renders (the route table's), with real ids, a filtered store and a 404. */
async function serverRenderedPaths(): Promise<string[]> {
  const products = (await (await fetch(`${API}/products`)).json()) as { id: string }[];
  const workshops = (await (await fetch(`${API}/workshops`)).json()) as { id: string }[];
  const ids = { product: products[0]!.id, workshop: workshops[0]!.id, order: 'no-order' };
  return [
    ...SERVER_RENDERED_ROUTES.map((route) => fillRoute(route, ids)),
    '/store?category=Tableware&tag=handmade&sort=price-asc',
    '/no-such-page',
  ];
}

test('the server-rendered pages are valid HTML (the Nu HTML Checker finds no errors)', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mitti-html-'));
  try {
    // A cart with a piece in it, added as a shopper without JavaScript would (the cart page's full markup).
    await page.goto('/store');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const files: Record<string, { path: string; html: string }> = {};
    for (const [index, pagePath] of (await serverRenderedPaths()).entries()) {
      const response = await page.request.get(pagePath);
      expect([200, 404], pagePath).toContain(response.status());
      const file = path.join(dir, `page-${index}.html`);
      const html = await response.text();
      writeFileSync(file, html);
      files[`file:${file}`] = { path: pagePath, html };
    }
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        String(vnuJar),
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...Object.keys(files).map((f) => f.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !isCheckerGap(message, files[message.url]?.html ?? ''))
      .map((message) =>
        `${files[message.url]?.path ?? message.url}: ${message.message} ${message.extract ?? ''}`.trim(),
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
