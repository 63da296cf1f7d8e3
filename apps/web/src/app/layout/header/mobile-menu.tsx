import { lazy, Suspense, useState } from 'react';
import type { MobileMenuDrawerProps } from './mobile-menu-drawer';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

export type MobileMenuProps = MobileMenuDrawerProps;

/** The drawer's code loads the first time the menu opens: most visits never open it. */
export function MobileMenu(props: MobileMenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  );
}
