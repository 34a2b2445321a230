import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<() => void>();

/**
 * react-toastify and its stylesheet, fetched once, when the first toast is shown: a first view shows none,
 * and the library is a tenth of the shell's boot. Toasts asked for before the container mounts wait in
 * react-toastify's own queue.
 */
export function loadToasts(): Promise<Toastify> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "toasts" */ 'react-toastify'),
    import(/* webpackChunkName: "toasts" */ 'react-toastify/dist/ReactToastify.css'),
  ]).then(([toastify]) => {
    loaded = toastify;
    listeners.forEach((listener) => listener());
    return toastify;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toast container (top right, newest on top), rendered once toasts are loaded. The server and the
 * hydrating browser render nothing here, so the markup always matches.
 */
export function Toasts() {
  const toastify = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={4000} limit={20} newestOnTop />;
}
