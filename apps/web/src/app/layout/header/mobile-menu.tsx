import { Suspense } from 'react';
import { useOpenedOnce } from '@/shared/hooks';
import { lazyThemed } from '@/shared/ui/antd-theme';
import type { MobileMenuDrawerProps } from './mobile-menu-drawer';

const MobileMenuDrawer = lazyThemed(() => import('./mobile-menu-drawer'));

export type MobileMenuProps = MobileMenuDrawerProps;

/** The drawer's code loads the first time the menu opens: most visits never open it. */
export function MobileMenu(props: MobileMenuProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  );
}
