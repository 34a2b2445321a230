import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ShellBuild {
  /** The temporary folder holding both; remove it when done. */
  parent: string;
  /** The shell's build: its template and `renderBundle` as its server bundle. */
  root: string;
  /** The deploy-time documents: no remotes, the API at `apiBaseUrl` (default localhost:4000). */
  site: string;
}

/** The template's placeholders and nothing else. */
const TEMPLATE =
  '<!--mitti:html--><!--mitti:title--><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><!--mitti:app-end--><!--mitti:overlay--><!--mitti:root--><!--mitti:state-->';

/** The server bundle of a test that gives the document server its own `serverView`: nothing to load ahead. */
export const BUNDLE_WITHOUT_VIEWS = 'exports.warm = async () => {};';

/** A shell build and site folder as the document server reads them, in a fresh folder named from `prefix`. */
export async function makeShellBuild(
  prefix: string,
  renderBundle: string,
  apiBaseUrl = 'http://localhost:4000',
): Promise<ShellBuild> {
  const parent = await mkdtemp(path.join(tmpdir(), prefix));
  const root = path.join(parent, 'shell');
  const site = path.join(parent, 'site');
  await mkdir(path.join(root, 'server'), { recursive: true });
  await mkdir(site);
  await writeFile(path.join(root, 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'server', 'render.cjs'), renderBundle);
  await writeFile(path.join(root, 'server', 'render.css'), '');
  await writeFile(path.join(site, 'remotes.json'), '{}');
  await writeFile(
    path.join(site, 'runtime-config.json'),
    JSON.stringify({ apiBaseUrl, firebase: { projectId: 'demo' } }),
  );
  return { parent, root, site };
}
