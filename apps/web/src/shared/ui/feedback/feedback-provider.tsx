import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { feedbackChannel } from './feedback-channel';
import { FeedbackContext } from './feedback';
import { lazyThemed } from '../antd-theme';

const FeedbackHost = lazyThemed(() => import('./feedback-host'));

/** Loads the toast code when the browser is idle after the first paint, or at the first toast if sooner. */
function whenIdle(load: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Gives the app `useFeedback()` without antd's message, notification and modal code in the first load:
 * toasts come after something the customer did, by when that code has arrived.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [channel] = useState(() => feedbackChannel(() => setWanted(true)));
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return (
    <FeedbackContext.Provider value={channel.feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={channel.deliver} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
