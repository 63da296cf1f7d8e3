import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationState } from '@/shared/hooks';
import { hydrate, serverHtml } from '@/testing/server-html';
import { Reveal } from './reveal';

const section = (
  <Reveal aria-labelledby="greeting">
    <h2 id="greeting">Welcome</h2>
  </Reveal>
);

/** Counts the sections being watched for the viewport. */
function watchObservers() {
  const observe = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = observe;
      disconnect() {}
    },
  );
  return observe;
}

describe('Reveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a page the app renders, waits to fade in until the section comes into view', () => {
    const observe = watchObservers();
    render(section);
    const region = screen.getByRole('region', { name: 'Welcome' });
    expect(region).toHaveClass('reveal');
    expect(region).not.toHaveClass('reveal--visible');
    expect(observe).toHaveBeenCalledWith(region);
  });

  it('shows a server-rendered section at once, before and after the app takes the page over', async () => {
    const page = <HydrationState hydrating>{section}</HydrationState>;
    const container = serverHtml(page);
    expect(container.querySelector('section')).toHaveClass('reveal reveal--visible');
    const observe = watchObservers();
    const { errors, remove } = await hydrate(container, page);
    expect(errors).toEqual([]);
    expect(container.querySelector('section')).toHaveClass('reveal reveal--visible');
    // Already shown: nothing watches it for the viewport.
    expect(observe).not.toHaveBeenCalled();
    remove();
  });
});
