import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationState } from '@/shared/hooks';
import { hydrate, serverHtml } from '@/testing/server-html';
import { Reveal } from './reveal';

const section = (
  <Reveal aria-labelledby="greeting">
    <h2 id="greeting">Welcome</h2>
  </Reveal>
);

describe('Reveal', () => {
  it('on a page the app renders, waits to fade in until the section comes into view', () => {
    render(section);
    const region = screen.getByRole('region', { name: 'Welcome' });
    expect(region).toHaveClass('reveal');
    expect(region).not.toHaveClass('reveal--visible');
  });

  it('shows a server-rendered section at once, before and after the app takes the page over', async () => {
    const page = <HydrationState hydrating>{section}</HydrationState>;
    const container = serverHtml(page);
    expect(container.querySelector('section')).toHaveClass('reveal reveal--visible');
    const { errors, remove } = await hydrate(container, page);
    expect(errors).toEqual([]);
    expect(container.querySelector('section')).toHaveClass('reveal reveal--visible');
    remove();
  });
});
