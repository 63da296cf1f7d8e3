import { createContext, type ReactNode, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface NotificationArgs {
  title: ReactNode;
  description?: ReactNode;
  /** A notification with the key of one still shown replaces it; `destroy(key)` closes it. */
  key?: string;
  /** A button or two under the text (e.g. "Book an appointment"). */
  actions?: ReactNode;
  /** Seconds on screen, when not the usual 3. */
  duration?: number;
}

/**
 * The toasts the shop shows, with antd's method names: a short `message` at the top, and a `notification`
 * with a title and a text at the top right. Both close by themselves after 3 seconds (spec section 9).
 */
export interface Feedback {
  message: Record<ToastKind, (content: ReactNode) => void>;
  notification: Record<ToastKind, (args: NotificationArgs) => void> & { destroy: (key: string) => void };
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** Shows a message or notification (see FeedbackProvider). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProvider has one)');
  return feedback;
}
