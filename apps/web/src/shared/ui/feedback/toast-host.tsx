import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Icon, type IconDefinition } from '../icon';
import type { ToastKind } from './feedback';
import type { Toast, ToastStore } from './toast-store';
import './toasts.css';

/** Toasts last 3 seconds (spec section 9), longer while the pointer or the focus is on them. */
export const TOAST_MS = 3000;

/** Room between the sticky header's lower edge and a toast. */
const GAP_BELOW_HEADER = 12;

/** The header's bottom border (app/layout/header/header.css), below its `--kp-header-height`. */
const HEADER_BORDER = 1;

const ICONS: Record<ToastKind, IconDefinition> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
};

/**
 * Where toasts start: below the sticky header (global.css `--kp-header-height` plus its border), so a toast
 * never covers the header's cart link, which on a phone spans the whole width under a toast.
 */
function toastTop(): number {
  const header = parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--kp-header-height'),
  );
  return (Number.isFinite(header) ? header + HEADER_BORDER : 0) + GAP_BELOW_HEADER;
}

function ToastItem({ toast, close }: { toast: Toast; close: (id: number) => void }) {
  const { t } = useTranslation('common');
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => close(toast.id), toast.duration ? toast.duration * 1000 : TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, close, toast.id, toast.duration]);
  return (
    <div
      role="alert"
      className={`kp-toast kp-toast--${toast.placement} kp-toast--${toast.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon svg={ICONS[toast.kind]} className="kp-toast__icon" />
      <div className="kp-toast__body">
        <div className="kp-toast__title">{toast.title}</div>
        {toast.description && <div className="kp-toast__description">{toast.description}</div>}
        {toast.actions && <div className="kp-toast__actions">{toast.actions}</div>}
      </div>
      {toast.placement === 'notification' && (
        <Button
          type="text"
          size="small"
          className="kp-toast__close"
          icon={<Icon svg={CloseOutlined} />}
          aria-label={t('actions.close')}
          onClick={() => close(toast.id)}
        />
      )}
    </div>
  );
}

/** The toasts on screen: messages at the top centre, notifications at the top right (a phone: full width). */
export function ToastHost({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.toasts, store.toasts);
  if (toasts.length === 0) return null;
  const top = toastTop();
  return (
    <>
      {(['message', 'notification'] as const).map((placement) => {
        const shown = toasts.filter((toast) => toast.placement === placement);
        return (
          shown.length > 0 && (
            <div key={placement} className={`kp-toasts kp-toasts--${placement}`} style={{ top }}>
              {shown.map((toast) => (
                <ToastItem key={toast.id} toast={toast} close={store.close} />
              ))}
            </div>
          )
        );
      })}
    </>
  );
}
