import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the lazy routes matching `location` into the route objects before the router exists:
 * hydration must render the page the server rendered, not the routes' loading fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
