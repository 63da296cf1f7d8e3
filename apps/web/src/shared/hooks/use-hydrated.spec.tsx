import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationState, useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'app' : 'server html'}</span>;
}

describe('useHydrated', () => {
  const container = document.createElement('div');
  afterEach(() => {
    container.remove();
  });

  it('is false in the server’s HTML and true once the browser has hydrated it, without a mismatch', async () => {
    const page = (
      <HydrationState hydrating>
        <Probe />
      </HydrationState>
    );
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('server html');
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('app');
    expect(errors).toEqual([]);
    act(() => root!.unmount());
  });

  it('is true at once on a page the browser renders itself', async () => {
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe('app');
    act(() => root.unmount());
  });
});
