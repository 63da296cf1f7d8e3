import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../icon';
import { Button } from './button';

describe('Button', () => {
  it('is a button of the given type that reports clicks, named by its words and not its icon', async () => {
    const onClick = vi.fn();
    // Outside a form: jsdom cannot submit one.
    render(
      <Button type="primary" htmlType="submit" icon={<Icon svg={SearchOutlined} />} onClick={onClick}>
        Search
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('kp-btn', 'kp-btn--primary');
    expect(button).not.toHaveClass('kp-btn--icon-only');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button unless told otherwise, and an icon-only one takes its name from aria-label', () => {
    render(<Button icon={<Icon svg={SearchOutlined} />} aria-label="Search the shop" />);
    const button = screen.getByRole('button', { name: 'Search the shop' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('kp-btn--default', 'kp-btn--icon-only');
  });

  it('while loading shows a spinner in place of its icon and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading icon={<Icon svg={SearchOutlined} />} onClick={onClick}>
        Subscribe
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(container.querySelector('.kp-icon--spin')).not.toBeNull();
    expect(container.querySelector('.kp-icon--search')).toBeNull();
  });

  it('with an address is a link, and a disabled one leads nowhere', async () => {
    const { rerender } = render(
      <Button href="/products" size="large">
        Shop
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    rerender(
      <Button href="/products" disabled>
        Shop
      </Button>,
    );
    const link = screen.getByText('Shop').closest('a');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('a disabled button cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Add to cart
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
