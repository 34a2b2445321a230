import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderModule, SiteDocuments } from '@mitti/shared/ssr';
import { documentSecurityHeaders } from './site-config';
import { parseTemplate, type DocumentTemplate } from './template';

/** The shell's server bundle (`dist/server/render.cjs`) and the stylesheet beside it. */
export interface ShellBundle {
  module: RenderModule;
  css: string;
}

/**
 * What every document of one deploy is made from: the deploy-time documents (`remotes.json`,
 * `runtime-config.json`) and the shell's build (its `index.html` template, server bundle and page scripts),
 * each read and parsed once, and the headers they give every document.
 */
export interface Deployed {
  /** Changes when any of these files does: a document kept from another deploy is never served. */
  version: string;
  site: SiteDocuments;
  /** The CSP and friends of every document of this deploy (site-config.ts). */
  headers: Record<string, string>;
  template: DocumentTemplate;
  /** Null for a build without a server bundle: its documents carry no first view. */
  bundle: ShellBundle | null;
  /** The scripts of each of the shell's own pages (`route-pages.json`, written by webpack's BootPreloadPlugin). */
  pageScripts: Readonly<Record<string, string[]>>;
  /**
   * Settles once the release is warmed (the remotes' server views loaded, each listed page rendered once: the shell's
   * warm-up.ts): begun when the release is taken up, so its first shoppers' renders do not pay for it. The server
   * listens after it.
   */
  warmed: Promise<void>;
}

export const serverBundleOf = (distDir: string) => path.join(distDir, 'server', 'render.cjs');

const require = createRequire(import.meta.url);

/**
 * A file as it is on disk, read (and parsed) again only when its size or time changed; `absent` when there
 * is none. Looked at on every call, or at most every `recheckMs`.
 */
function onDisk<T>(
  file: string,
  read: (file: string) => T,
  { absent, recheckMs = 0 }: { absent?: () => T; recheckMs?: number } = {},
): () => { stamp: string; value: T } {
  let last: { stamp: string; value: T; at: number } | undefined;
  return () => {
    if (last && recheckMs && Date.now() - last.at < recheckMs) return last;
    let stamp = 'absent';
    try {
      const { mtimeMs, size } = statSync(file);
      stamp = `${mtimeMs}:${size}`;
    } catch (error) {
      if (!absent) throw error;
    }
    if (last?.stamp !== stamp) last = { stamp, value: stamp === 'absent' ? absent!() : read(file), at: 0 };
    last.at = Date.now();
    return last;
  };
}

const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function loadShellBundle(file: string): ShellBundle {
  delete require.cache[require.resolve(file)];
  return { module: require(file) as RenderModule, css: readFileSync(file.replace(/\.cjs$/, '.css'), 'utf8') };
}

/** How often the shell's own build is looked at for a new one. */
export const SHELL_RECHECK_MS = 1000;

/**
 * The shell's deployment as it is now. Every document asks (a stat of each deploy-time document, of the
 * shell's build at most once a second, no read); what changed on disk is read again, so an edit of
 * `remotes.json` shows at the next page load and a new build within a second, with no restart. Throws when the deploy-time documents or the template are missing or do not parse.
 */
export function createDeployment({ root, siteDir }: { root: string; siteDir: string }): () => Deployed {
  const remotes = onDisk(path.join(siteDir, 'remotes.json'), json);
  const config = onDisk(path.join(siteDir, 'runtime-config.json'), json);
  // A release of the shell is a new build (and, as a rule, a restart): looked at once a second.
  const build = { recheckMs: SHELL_RECHECK_MS };
  const template = onDisk(path.join(root, 'index.html'), (file) => parseTemplate(readFileSync(file, 'utf8')), build);
  const bundle = onDisk<ShellBundle | null>(serverBundleOf(root), loadShellBundle, { ...build, absent: () => null });
  const pages = onDisk(path.join(root, 'route-pages.json'), json, { ...build, absent: () => ({}) });
  let last: Deployed | undefined;
  return () => {
    const files = [remotes(), config(), template(), bundle(), pages()] as const;
    const version = files.map((file) => file.stamp).join('|');
    if (last?.version === version) return last;
    const site = { remotes: files[0].value, config: files[1].value } as SiteDocuments;
    const shellBundle = files[3].value;
    last = {
      version,
      site,
      headers: documentSecurityHeaders(site),
      template: files[2].value,
      bundle: shellBundle,
      pageScripts: files[4].value as Record<string, string[]>,
      warmed: shellBundle ? shellBundle.module.warm(site) : Promise.resolve(),
    };
    return last;
  };
}

/** Settles when the current release is warmed; deploy-time documents that cannot be read are /healthz's to report. */
export async function releaseWarmed(deployment: () => Deployed): Promise<void> {
  try {
    await deployment().warmed;
  } catch {
    // The same failure answers /healthz with 503 and every document with the 500 page.
  }
}

/** The route table's crawler paths, from the shell's server bundle (sitemap.ts). */
export function crawlerPathsFrom(file: string): { listed: string[]; disallowed: string[] } {
  return loadShellBundle(file).module.crawlerPaths();
}
