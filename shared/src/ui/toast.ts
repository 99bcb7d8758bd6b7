import toast from 'react-hot-toast';

// Long enough to read (WCAG 2.2.1): the library's 2 s for a success is gone before a slow reader, or a
// screen magnifier panning to the top of the page, reaches it.
const readable = { success: 6_000, info: 6_000, error: 8_000 };

/**
 * The one toast helper. react-hot-toast is a federation singleton, so a toast raised in a remote shows in
 * the shell's single <Toaster/>.
 */
export const notify = {
  error: (message: string) => toast.error(message, { id: message, duration: readable.error }),
  success: (message: string) => toast.success(message, { id: message, duration: readable.success }),
  info: (message: string) => toast(message, { id: message, duration: readable.info }),
};
export { toast };
