import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyThemed } from '@/shared/ui/antd-theme';
import { antdFree, withAntdTheme } from './antd-routes';

/** Shows the antd primary colour its place in the tree gets: the shop's inside AntdTheme, antd's blue outside. */
function PrimaryColour({ label }: { label: string }) {
  const { token } = theme.useToken();
  return <p>{`${label}: ${token.colorPrimary}`}</p>;
}

const SHOP = '#b04e1c';
const ANTD_DEFAULT = '#1677ff';

function renderAt(path: string) {
  const routes = withAntdTheme([
    {
      path: '/',
      element: <Outlet />,
      children: [
        { path: 'cart', lazy: async () => ({ Component: () => <PrimaryColour label="cart" /> }) },
        { path: 'home', lazy: antdFree(async () => ({ Component: () => <PrimaryColour label="home" /> })) },
        {
          path: 'admin',
          lazy: async () => ({ Component: () => <Outlet /> }),
          children: [
            { path: 'orders', lazy: async () => ({ Component: () => <PrimaryColour label="orders" /> }) },
          ],
        },
      ],
    },
  ]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('antd theme by route', () => {
  it('a route that uses antd renders inside the shop theme, loaded with its code', async () => {
    renderAt('/cart');
    expect(await screen.findByText(`cart: ${SHOP}`)).toBeInTheDocument();
  });

  it('a route marked antd-free renders without it', async () => {
    renderAt('/home');
    expect(await screen.findByText(`home: ${ANTD_DEFAULT}`)).toBeInTheDocument();
  });

  it('a route inside a themed one is in the theme without a theme of its own', async () => {
    renderAt('/admin/orders');
    expect(await screen.findByText(`orders: ${SHOP}`)).toBeInTheDocument();
    const section = async () => ({ Component: () => null });
    const [admin] = withAntdTheme([{ path: 'admin', lazy: async () => ({}), children: [{ lazy: section }] }]);
    expect(admin!.lazy).not.toBeUndefined();
    expect(admin!.children![0]!.lazy).toBe(section);
  });
});

describe('lazyThemed', () => {
  it('renders a lazily loaded part inside the shop theme, with its props', async () => {
    const Part = lazyThemed(async () => ({ default: PrimaryColour }));
    render(
      <Suspense fallback={null}>
        <Part label="drawer" />
      </Suspense>,
    );
    expect(await screen.findByText(`drawer: ${SHOP}`)).toBeInTheDocument();
  });
});
