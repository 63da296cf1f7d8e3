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

/** antd's App renders the toast holders here, inside the theme's ConfigProvider, without wrapping the page. */
export default function FeedbackHost({ onReady }: { onReady: (feedback: Feedback) => void }) {
  return (
    <App
      component={false}
      notification={{ duration: TOAST_SECONDS, placement: 'topRight' }}
      message={{ duration: TOAST_SECONDS }}
    >
      <Capture onReady={onReady} />
    </App>
  );
}
