import type { App } from 'antd';
import { createContext, useContext } from 'react';

/** The toasts the shop shows: antd's message and notification, bound to the app's theme. */
export type Feedback = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

export const FeedbackContext = createContext<Feedback | null>(null);

/** Shows a message or notification; antd's toast code loads after the first paint (see FeedbackProvider). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProvider has one)');
  return feedback;
}
