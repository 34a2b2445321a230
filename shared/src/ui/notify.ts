import { toast } from 'react-toastify';

/**
 * The one way to show a toast (SPEC: 2000 ms for success, 4000 ms otherwise). Screen readers hear
 * confirmations politely (role status) and errors at once (role alert).
 */
export const notify = {
  success: (message: string) =>
    toast.success(message, { autoClose: 2000, toastId: `success:${message}`, role: 'status' }),
  error: (message: string) => toast.error(message, { autoClose: 4000, toastId: `error:${message}`, role: 'alert' }),
  info: (message: string) => toast.info(message, { autoClose: 4000, toastId: `info:${message}`, role: 'status' }),
};
