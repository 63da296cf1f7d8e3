import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdTheme } from './antd-theme';

/** Shows whether antd animates its parts (dialogs, drawers, menus) where it is rendered. */
function Motion() {
  const { token } = theme.useToken();
  return <p>{`motion: ${token.motion ? 'on' : 'off'}`}</p>;
}

const matchMedia = window.matchMedia;

/** The system's setting as the browser reports it through `prefers-reduced-motion`. */
function preferReducedMotion(): void {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  });
}

describe('AntdTheme', () => {
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('animates antd parts by default', () => {
    render(
      <AntdTheme>
        <Motion />
      </AntdTheme>,
    );
    expect(screen.getByText('motion: on')).toBeInTheDocument();
  });

  it('turns their motion off for someone whose system asks for reduced motion', () => {
    preferReducedMotion();
    render(
      <AntdTheme>
        <Motion />
      </AntdTheme>,
    );
    expect(screen.getByText('motion: off')).toBeInTheDocument();
  });
});
