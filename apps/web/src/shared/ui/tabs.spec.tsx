import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { key: 'a', label: 'Description', children: 'About the lead' },
  { key: 'b', label: 'Details', children: 'Two metres' },
  { key: 'c', label: 'Made With', children: 'Climbing rope' },
];

describe('Tabs', () => {
  it('shows the first tab, and another when it is clicked', async () => {
    render(<Tabs items={items} />);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('About the lead');
    await userEvent.click(screen.getByRole('tab', { name: 'Made With' }));
    expect(screen.getByRole('tabpanel', { name: 'Made With' })).toHaveTextContent('Climbing rope');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys, Home and End, wrapping around, with one tab in the Tab order', async () => {
    render(<Tabs items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Made With' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Climbing rope');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Climbing rope');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About the lead');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
