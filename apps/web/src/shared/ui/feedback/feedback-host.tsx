import { App } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

/** Toasts last 3 seconds by default (spec section 9). */
const TOAST_SECONDS = 3;

function Capture({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const { message, notification } = App.useApp();
  useEffect(() => onReady({ message, notification }), [message, notification, onReady]);
  return null;
}

/** Room between the sticky header's lower edge and a toast. */
const GAP_BELOW_HEADER = 12;

/**
 * Where toasts start: below the sticky header (global.css `--kp-header-height` plus its border), so a toast
 * never covers the header's cart link, which on a phone spans the whole width under a toast.
 */
function toastTop(): number {
  const header = parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--kp-header-height'),
  );
  return (Number.isFinite(header) ? header + 1 : 0) + GAP_BELOW_HEADER;
}

/** antd's App renders the toast holders here (inside antd's theme: see lazyThemed), without wrapping the page. */
export default function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const top = toastTop();
  return (
    <App
      component={false}
      notification={{ duration: TOAST_SECONDS, placement: 'topRight', top }}
      message={{ duration: TOAST_SECONDS, top }}
    >
      <Capture onReady={onReady} />
    </App>
  );
}
