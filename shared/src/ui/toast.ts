import toast from 'react-hot-toast';

/**
 * The one toast helper. react-hot-toast is a federation singleton, so a toast raised in a remote shows in
 * the shell's single <Toaster/>.
 */
export const notify = {
  error: (message: string) => toast.error(message, { id: message }),
  success: (message: string) => toast.success(message, { id: message }),
  info: (message: string) => toast(message, { id: message }),
};
export { toast };
