import { Suspense } from 'react';
import { useOpenedOnce } from '@/shared/hooks';
import { lazyThemed } from './antd-theme';
import type { ConfirmDialogProps } from './confirm-dialog-modal';

export type { ConfirmDialogProps } from './confirm-dialog-modal';

const ConfirmDialogModal = lazyThemed(() => import('./confirm-dialog-modal'));

/**
 * Asks before something that cannot be undone (logging out, deleting): a question, Cancel and a danger button.
 * The modal's code loads the first time the dialog opens (the header's Logout is on every page).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
