import type { NotificationData } from '@mantine/notifications';
import { PLATFORM_MSG, TOAST_ERROR_MS, TOAST_MS } from '@sahaj/contract';
import { ApiError } from './api-client';

// Mantine's notifications (with their transitions and scroll lock, ~10 KB gzip) load on first use,
// not with the first screen. Toasts keep their order: each waits for the same import.
const show = (toast: NotificationData) => {
  void import('@mantine/notifications').then((m) => m.notifications.show(toast));
};

/** Toasts: errors stay 5 s, everything else 3 s (spec document 1 §9). */
export const notify = {
  success(message: string) {
    show({ message, color: 'teal', autoClose: TOAST_MS });
  },
  info(message: string) {
    show({ message, color: 'blue', autoClose: TOAST_MS });
  },
  error(messageOrError: unknown) {
    show({ message: errorMessage(messageOrError), color: 'red', autoClose: TOAST_ERROR_MS });
  },
};

/** The text to show for a failure: the server's message, or 'No Response From Server'. */
export function errorMessage(err: unknown): string {
  if (typeof err === 'string') return err;
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return PLATFORM_MSG.somethingWentWrong;
}
