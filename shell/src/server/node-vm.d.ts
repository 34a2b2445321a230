/**
 * The one Node module the server render uses (server-remotes.ts), declared here rather than taking all of
 * @types/node into an app whose other files run in the browser.
 */
declare module 'node:vm' {
  export function compileFunction(
    code: string,
    params: string[],
    options: { filename: string },
  ): (...args: unknown[]) => unknown;
}
