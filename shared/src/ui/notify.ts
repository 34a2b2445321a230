import { loadToasts } from './toasts';

/**
 * The one way to show a toast (SPEC: 2000 ms for success, 4000 ms otherwise). Screen readers hear
 * confirmations politely (role status) and errors at once (role alert). The toast library is fetched with
 * the first toast, not with the page (toasts.tsx, docs/performance-history.md).
 */
export const notify = {
  success: (message: string) =>
    void loadToasts().then(({ toast }) =>
      toast.success(message, { autoClose: 2000, toastId: `success:${message}`, role: 'status' }),
    ),
  error: (message: string) =>
    void loadToasts().then(({ toast }) =>
      toast.error(message, { autoClose: 4000, toastId: `error:${message}`, role: 'alert' }),
    ),
  info: (message: string) =>
    void loadToasts().then(({ toast }) =>
      toast.info(message, { autoClose: 4000, toastId: `info:${message}`, role: 'status' }),
    ),
};
