import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Compiler } from 'webpack';
import type { AppName } from '../shared/src/remotes/app-table';

const require = createRequire(import.meta.url);

/** The global a remote built with `externalRuntime` reads `@module-federation/runtime-core` from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime-core per page (docs/decisions/012). Remotes are built with `externalRuntime`, so
 * their `remoteEntry.js` reads runtime-core from the global instead of carrying a copy. This plugin puts the
 * real one into an app's own entries — the shell's `main.js`, a remote's standalone `main.js`, the
 * catalogue's `embed.js` — and publishes it before their federation runtime starts, unless the page already
 * has one. The import is by file path, which the externals (matched by request) leave alone; in the shell
 * it is the very module the runtime uses. Not `experiments.provideExternalRuntime`: in 2.9.2 its runtime
 * plugin resolves to CommonJS and brings a second copy of runtime-core (shell main.js 28 -> 54 KB gzip).
 */
export class ProvideFederationRuntimeCorePlugin {
  constructor(private readonly app: AppName) {}

  apply(compiler: Compiler): void {
    const { EntryPlugin, RuntimeModule } = compiler.webpack;
    const runtimeCore = fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
    const { version } = require(path.join(path.dirname(runtimeCore), '../package.json')) as { version: string };
    const source = [
      `import * as runtimeCore from ${JSON.stringify(runtimeCore)};`,
      `if (!globalThis.${RUNTIME_CORE_GLOBAL}) {`,
      `  globalThis.${RUNTIME_CORE_GLOBAL} = runtimeCore;`,
      `  globalThis.${RUNTIME_CORE_GLOBAL}_FROM = { name: ${JSON.stringify(this.app)}, version: ${JSON.stringify(version)} };`,
      `}`,
    ].join('\n');
    const request = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const dependencies = new Map<string, ReturnType<typeof EntryPlugin.createDependency>>();

    // Every entry of the app's own config (not the container entry the federation plugin adds).
    compiler.hooks.make.tapPromise('ProvideFederationRuntimeCorePlugin', async (compilation) => {
      const entries = typeof compiler.options.entry === 'function' ? {} : compiler.options.entry;
      for (const name of Object.keys(entries)) {
        const dependency = EntryPlugin.createDependency(request, { name });
        dependencies.set(name, dependency);
        await new Promise<void>((resolve, reject) =>
          compilation.addEntry(compiler.context, dependency, { name }, (error) => (error ? reject(error) : resolve())),
        );
      }
    });

    // Entry modules run after the federation runtime has started; this runs the provider before that.
    class ProvideRuntimeCoreModule extends RuntimeModule {
      constructor(private readonly dependency: ReturnType<typeof EntryPlugin.createDependency>) {
        super('provide federation runtime-core', RuntimeModule.STAGE_TRIGGER);
      }
      override generate(): string | null {
        const { compilation, chunkGraph } = this;
        const module = compilation?.moduleGraph.getModule(this.dependency);
        if (!compilation || !chunkGraph || !module) return null;
        return `${compilation.runtimeTemplate.moduleRaw({
          module,
          chunkGraph,
          request: 'provide federation runtime-core',
          weak: false,
          runtimeRequirements: new Set(),
        })};`;
      }
    }
    compiler.hooks.thisCompilation.tap('ProvideFederationRuntimeCorePlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ProvideFederationRuntimeCorePlugin', (chunk) => {
        const dependency = chunk.name ? dependencies.get(chunk.name) : undefined;
        if (dependency && chunk.hasRuntime())
          compilation.addRuntimeModule(chunk, new ProvideRuntimeCoreModule(dependency));
      });
    });
  }
}
