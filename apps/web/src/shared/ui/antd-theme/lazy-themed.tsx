import { type ComponentProps, type ComponentType, lazy } from 'react';

/** The theme's module: imported only here and by the router, so it stays out of the first load. */
export const loadAntdTheme = () => import('./antd-theme');

/**
 * `React.lazy` for a part that uses antd inside an antd-free page (a drawer, a dialog, the toasts): the
 * part's code and antd's theme load together, and the part renders inside the theme.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyThemed<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>) {
  return lazy(async () => {
    const [{ default: Part }, { AntdTheme }] = await Promise.all([load(), loadAntdTheme()]);
    function Themed(props: ComponentProps<Part>) {
      return (
        <AntdTheme>
          <Part {...props} />
        </AntdTheme>
      );
    }
    return { default: Themed };
  });
}
