import type { ReactNode } from 'react';
import type { Feedback, NotificationArgs, ToastKind } from './feedback';

export interface Toast {
  id: number;
  key?: string;
  placement: 'message' | 'notification';
  kind: ToastKind;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Seconds on screen, when not the usual. */
  duration?: number;
}

export interface ToastStore {
  feedback: Feedback;
  toasts: () => readonly Toast[];
  close: (id: number) => void;
  subscribe: (onChange: () => void) => () => void;
}

const KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

/** The toasts on screen, newest last; `feedback` adds to them. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const add = (toast: Omit<Toast, 'id'>) => {
    const kept = toast.key === undefined ? toasts : toasts.filter((shown) => shown.key !== toast.key);
    set([...kept, { ...toast, id: nextId++ }]);
  };
  const byKind = <Args>(show: (kind: ToastKind, args: Args) => void) =>
    Object.fromEntries(KINDS.map((kind) => [kind, (args: Args) => show(kind, args)])) as Record<
      ToastKind,
      (args: Args) => void
    >;

  const feedback: Feedback = {
    message: byKind<ReactNode>((kind, content) => add({ placement: 'message', kind, title: content })),
    notification: {
      ...byKind<NotificationArgs>((kind, args) => add({ placement: 'notification', kind, ...args })),
      destroy: (key) => set(toasts.filter((shown) => shown.key !== key)),
    },
  };
  return {
    feedback,
    toasts: () => toasts,
    close: (id) => set(toasts.filter((shown) => shown.id !== id)),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
