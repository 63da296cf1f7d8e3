import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
