import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it("draws the definition's paths in the text's colour, hidden from assistive technology", () => {
    const { container } = render(<Icon svg={HeartFilled} className="wish" data-filled="true" />);
    const span = container.firstElementChild!;
    expect(span).toHaveClass('anticon', 'kp-icon', 'kp-icon--heart', 'wish');
    expect(span).toHaveAttribute('aria-hidden', 'true');
    expect(span).toHaveAttribute('data-filled', 'true');
    const svg = span.querySelector('svg')!;
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    const drawn = [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    const root = HeartFilled.icon as AbstractNode;
    const defined = root.children!.map((child) => child.attrs.d);
    expect(drawn).toEqual(defined);
    expect(drawn[0]).toMatch(/^M/);
  });

  it('writes hyphenated SVG attributes (fill-rule) as the browser expects, without React warnings', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container } = render(<Icon svg={CloseCircleFilled} />);
      expect(container.querySelector('[fill-rule="evenodd"]')).not.toBeNull();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
