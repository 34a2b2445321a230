import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compiler } from 'webpack';

/**
 * The shell's boot is a chain: main.js (federation runtime) -> the bootstrap chunk -> the shared singletons
 * and the Firebase chunk, each level discovered only when the one before has run. Listing every chunk
 * reachable from the entry as `<link rel="preload">` in index.html lets the browser fetch them all at once,
 * in parallel with main.js, which is itself asked for at high priority (a deferred script is low otherwise,
 * and waits behind the preloads). Only for an app whose lazy chunks are all needed at start-up (the shell:
 * remote pages come from the remotes), minus the chunks named in `onDemand` (the Firebase SDK, fetched only
 * when a session or a sign-in needs it; the toast library, fetched with the first toast; the sign-in pages;
 * the HTTP client, fetched with the first API call; the Firestore SDK of a shop whose documents are there) and the shell's own pages: a chunk named after a page
 * (`HomePage`, routes.tsx) is needed on that page's routes only, so it is listed with its files in
 * `route-pages.json`, which the document server reads to preload it with those routes' documents.
 */
export class BootPreloadPlugin {
  constructor(
    private readonly onDemand: string[] = [],
    private readonly pageChunks: readonly string[] = [],
  ) {}

  static readonly ROUTE_PAGES = 'route-pages.json';

  /** A chunk of one of the shell's pages: named after its page (routes.tsx), as the route table names them. */
  private readonly isRoutePage = (group: ChunkGroup): boolean => this.pageChunks.includes(group.name ?? '');

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    // The app's own compilation only (not html-webpack-plugin's child compilations).
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const pages: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups.filter(this.isRoutePage)) {
            const files = group.chunks.flatMap((chunk: Chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
            pages[group.name!] = files.sort().map((file) => `/${file}`);
          }
          compilation.emitAsset(BootPreloadPlugin.ROUTE_PAGES, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        const files = new Set<string>();
        const seen = new Set<ChunkGroup>();
        const walk = (group: ChunkGroup) => {
          for (const child of group.getChildren()) {
            const skipped = (child.name && this.onDemand.includes(child.name)) || this.isRoutePage(child);
            if (seen.has(child) || skipped) continue;
            seen.add(child);
            child.chunks.forEach((chunk: Chunk) =>
              chunk.files.forEach((file) => file.endsWith('.js') && files.add(file)),
            );
            walk(child);
          }
        };
        if (entry) walk(entry);
        const links = [...files]
          .sort()
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
          );
        data.headTags.push(...links);
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src === '/main.js') tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}
