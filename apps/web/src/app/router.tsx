import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

const lazyHome = () => import('./routes/home').then((module) => ({ Component: module.HomeRoute }));

/** Only pages that exist today; the header already links to the ones still to come. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: lazyHome },
      { path: 'home', lazy: lazyHome },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
