// Jest gives a JSON module a default export only; webpack and esbuild, which build the shell's server render
// (shell/src/server/server-remotes.ts), also give its fields as named exports. This stands in for
// `@mitti/shared/package.json` under Jest with both.
import sharedPackage from '../../shared/package.json' with { type: 'json' };

export const { version } = sharedPackage;
export default sharedPackage;
