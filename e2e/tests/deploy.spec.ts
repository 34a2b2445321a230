import { utimesSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { APPS, distDir } from '../../shell/server/src/apps';
import { SHELL_RECHECK_MS, serverBundleOf } from '../../shell/server/src/deployment';
import { serveFolder } from '../support/folder-server';
import { buildChangedCopy, buildInto, pointRemote } from '../support/site';

test.describe.configure({ timeout: 180_000 });

/** What a remote built for React 18 asks of the page's singletons. */
const react18 = {
  react: '^18.2.0',
  'react/jsx-runtime': '^18.2.0',
  'react-dom': '^18.2.0',
  'react-dom/client': '^18.2.0',
};

test('a remote built against an incompatible React is refused in its slot; the rest of the site works', async ({
  page,
}) => {
  const out = await mkdtemp(path.join(tmpdir(), 'mitti-workshops-react18-'));
  await buildInto('mf-workshops', out, { MF_SHARED_OVERRIDES: JSON.stringify(react18) });
  const server = await serveFolder(out, 3102);
  const rollback = pointRemote('workshops', 'http://localhost:3102/mf-manifest.json');
  try {
    await page.goto('/workshops');
    await expect(page.getByRole('alert')).toContainText('built for a different version of the site');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Products/ })).toBeVisible();

    rollback();
    await page.goto('/workshops');
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  } finally {
    rollback();
    await server.close();
  }
});

test('a remote ships alone: point remotes.json at its new build, reload, and roll back the same way', async ({
  page,
}) => {
  const out = await mkdtemp(path.join(tmpdir(), 'mitti-catalog-v2-'));
  await buildChangedCopy('mf-catalog', out, {
    file: 'src/features/store/store-sections.tsx',
    from: 'title="LATEST ARRIVALS"',
    to: 'title="JUST OUT OF THE KILN"',
  });
  const server = await serveFolder(out, 3101);
  const section = (name: string) => page.getByRole('heading', { level: 2, name });
  try {
    await page.goto('/store');
    await expect(section('LATEST ARRIVALS')).toBeVisible();

    const rollback = pointRemote('catalog', 'http://localhost:3101/mf-manifest.json');
    await page.reload();
    await expect(section('JUST OUT OF THE KILN')).toBeVisible();
    await expect(section('LATEST ARRIVALS')).toHaveCount(0);
    // The shell was not rebuilt: the same shell serves both versions.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    rollback();
    await page.reload();
    await expect(section('LATEST ARRIVALS')).toBeVisible();
    await expect(section('JUST OUT OF THE KILN')).toHaveCount(0);
  } finally {
    await server.close();
  }
});

test.describe('a release of the shell taken up without a restart', () => {
  test.use({ javaScriptEnabled: false });

  test("keeps every page's first view: the remotes' pages render with the new shell's server code", async ({
    page,
  }) => {
    const section = (name: string) => page.getByRole('heading', { level: 2, name });
    await page.goto('/store');
    await expect(section('LATEST ARRIVALS')).toBeVisible();

    // The shell's server bundle written again, as a release of the shell writes it: the document server
    // requires it anew at its next look.
    const bundle = serverBundleOf(distDir(APPS[0]!));
    const now = new Date();
    utimesSync(bundle, now, now);
    await page.waitForTimeout(SHELL_RECHECK_MS + 500);

    await page.goto('/store');
    await expect(section('LATEST ARRIVALS')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/workshops');
    await expect(page.getByTestId('workshop-card').first()).toBeVisible();
  });
});
