/** A request URL's path, without its query (what Express called `request.path`; Fastify has only the URL). */
export function urlPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
