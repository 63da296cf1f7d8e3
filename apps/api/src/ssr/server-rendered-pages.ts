/**
 * The storefront pages the server renders: home, the product listing, the vaccine catalogue and a product's
 * or vaccine's page (their query strings included), and the login page, many visits' first. Every other
 * address gets the plain app shell.
 */
const SERVER_RENDERED = /^\/(?:home|login|(?:products|vaccination)(?:\/[^/]+)?)?\/?$/;

export function isServerRenderedPage(path: string): boolean {
  return SERVER_RENDERED.test(path);
}
