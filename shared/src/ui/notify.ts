import { toast } from 'react-toastify';

/** The one way to show a toast (SPEC: 2000 ms for success, 4000 ms otherwise). */
export const notify = {
  success: (message: string) => toast.success(message, { autoClose: 2000, toastId: `success:${message}` }),
  error: (message: string) => toast.error(message, { autoClose: 4000, toastId: `error:${message}` }),
  info: (message: string) => toast.info(message, { autoClose: 4000, toastId: `info:${message}` }),
};
