import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api, type StoreExtra } from '../api/api';
import { rootReducer, type RootState } from './root-reducer';

export interface CreateStoreOptions {
  /** Middleware the app adds after the defaults and the API client's (e.g. a listener middleware). */
  extraMiddleware?: readonly Middleware[];
  /** A server render's: aborted, it cancels every API read of this store (the render's deadline, the shopper gone). */
  signal?: AbortSignal;
  /** A server render's: sent with every API read of this store (the shopper it is for, decision 065). */
  apiHeaders?: Readonly<Record<string, string>>;
  /** A server render's: told the path of each public read it starts (the document's hints when it gives no view). */
  onRead?: (path: string) => void;
}

const DEV_CHECK_WARN_AFTER_MS = 1000;

/** Creates the site's store; the shell makes one, a remote running standalone or embedded makes its own. */
export function createAppStore(preloadedState?: Partial<RootState>, options: CreateStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: {
          extraArgument: {
            signal: options.signal,
            apiHeaders: options.apiHeaders,
            onRead: options.onRead,
          } satisfies StoreExtra,
        },
        // Development's checks stay; their "took N ms" warning does not. The API cache is large, a loaded
        // machine makes them slow, and such a warning from a cache timer after a test file has ended fails
        // Jest ("Cannot log after tests are done"), as one clean-clone run did.
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      }).concat(api.middleware, ...(options.extraMiddleware ?? [])),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for a handler that reads the state when it runs rather than following it. */
export const useAppStore = useStore.withTypes<AppStore>();
