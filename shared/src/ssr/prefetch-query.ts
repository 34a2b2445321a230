import type { AppStore } from '../store/create-store';

interface QueryEndpoint<Arg, Result> {
  initiate(arg: Arg, options?: { subscribe?: boolean }): unknown;
  select(arg: Arg): (state: ReturnType<AppStore['getState']>) => { data?: Result };
}

/**
 * Runs one API read into a server render's store and gives its data (undefined when it failed: the page
 * then renders its own error state, as in the browser).
 */
export async function prefetchQuery<Arg, Result>(
  store: AppStore,
  endpoint: QueryEndpoint<Arg, Result>,
  arg: Arg,
): Promise<Result | undefined> {
  await (store.dispatch(endpoint.initiate(arg, { subscribe: false }) as never) as Promise<unknown>);
  return endpoint.select(arg)(store.getState()).data;
}
