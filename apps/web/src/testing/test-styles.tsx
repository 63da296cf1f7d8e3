import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd without its runtime CSS-in-JS styles. jsdom's getComputedStyle matches every CSS rule for every
 * element, and Testing Library's *ByRole asks it about each element: with antd's injected rules a single
 * query took seconds. The tests check behaviour and text, not looks.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;
}
