import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { hydrate, serverHtml } from '@/testing/server-html';
import { HydrationState, useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'app' : 'server html'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server’s HTML and true once the browser has hydrated it, without a mismatch', async () => {
    const page = (
      <HydrationState hydrating>
        <Probe />
      </HydrationState>
    );
    const container = serverHtml(page);
    expect(container.textContent).toBe('server html');
    const { errors, remove } = await hydrate(container, page);
    expect(container.textContent).toBe('app');
    expect(errors).toEqual([]);
    remove();
  });

  it('is true at once on a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe('app');
    act(() => root.unmount());
    container.remove();
  });
});
