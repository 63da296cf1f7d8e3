import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** `page` as the server sends it: its HTML in a container on the document, no React behind it yet. */
export function serverHtml(page: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/**
 * Hydrates the server's HTML in `container` with `page`, as the browser does, and waits for React to finish.
 * `errors` are React's recoverable errors (a mismatch with the server's HTML is one); `remove` unmounts the
 * page and takes the container off the document.
 */
export async function hydrate(
  container: HTMLElement,
  page: ReactElement,
): Promise<{ errors: unknown[]; remove: () => void }> {
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return {
    errors,
    remove: () => {
      act(() => root!.unmount());
      container.remove();
    },
  };
}
