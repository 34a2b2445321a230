import type { RenderResult } from '@mitti/shared/ssr';

/** A first view as the shell's render gives it, for the document server's tests: `body` in `#root`, status 200. */
export const plainView = (body: string): RenderResult => ({
  status: 200,
  head: '',
  body,
  state: { api: {} },
  session: null,
  module: null,
});
