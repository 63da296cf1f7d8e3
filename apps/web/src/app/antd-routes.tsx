import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAntdTheme } from '@/shared/ui/antd-theme';

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;

const antdFreeRoutes = new WeakSet<LazyRoute>();

/** Marks a route's code as using no antd: it renders without antd's theme, which then stays out of its load. */
export function antdFree<Lazy extends LazyRoute>(lazy: Lazy): Lazy {
  antdFreeRoutes.add(lazy);
  return lazy;
}

function themed(lazy: LazyRoute): LazyRoute {
  return async () => {
    const [route, { AntdTheme }] = await Promise.all([lazy(), loadAntdTheme()]);
    if (!route.Component) return route;
    const Page: ComponentType = route.Component;
    function ThemedPage() {
      return (
        <AntdTheme>
          <Page />
        </AntdTheme>
      );
    }
    return { ...route, Component: ThemedPage };
  };
}

/**
 * Every lazy route renders inside antd's theme (loaded with its code) unless marked `antdFree`; a route
 * inside a themed one (the admin's sections) is already in it.
 */
export function withAntdTheme(routes: RouteObject[], inTheme = false): RouteObject[] {
  return routes.map((route) => {
    const lazy = typeof route.lazy === 'function' ? (route.lazy as LazyRoute) : undefined;
    const wrap = !inTheme && lazy !== undefined && !antdFreeRoutes.has(lazy);
    const children = route.children && withAntdTheme(route.children, inTheme || wrap);
    return {
      ...route,
      ...(wrap && lazy ? { lazy: themed(lazy) } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}
