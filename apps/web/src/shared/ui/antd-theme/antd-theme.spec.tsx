import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { mediaMatching } from '@/testing/match-media';
import { AntdTheme } from './antd-theme';

/** Shows whether antd animates its parts (dialogs, drawers, menus) where it is rendered. */
function Motion() {
  const { token } = theme.useToken();
  return <p>{`motion: ${token.motion ? 'on' : 'off'}`}</p>;
}

describe('AntdTheme', () => {
  it('animates antd parts by default', () => {
    render(
      <AntdTheme>
        <Motion />
      </AntdTheme>,
    );
    expect(screen.getByText('motion: on')).toBeInTheDocument();
  });

  it('turns their motion off for someone whose system asks for reduced motion', () => {
    const restoreMedia = mediaMatching((query) => query === '(prefers-reduced-motion: reduce)');
    try {
      render(
        <AntdTheme>
          <Motion />
        </AntdTheme>,
      );
      expect(screen.getByText('motion: off')).toBeInTheDocument();
    } finally {
      restoreMedia();
    }
  });
});
