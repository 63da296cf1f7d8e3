import { type ReactNode, useState } from 'react';
import { FeedbackContext } from './feedback';
import { ToastHost } from './toast-host';
import { createToastStore } from './toast-store';

/**
 * Gives the app `useFeedback()`: the shop's own toasts, a few kilobytes, where antd's message and notification
 * brought its whole theme and style runtime to every page, loaded while the reader was still reading.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  return (
    <FeedbackContext.Provider value={store.feedback}>
      {children}
      <ToastHost store={store} />
    </FeedbackContext.Provider>
  );
}
