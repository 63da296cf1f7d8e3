import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, useFeedback } from './feedback';
import { FeedbackProvider } from './feedback-provider';

const captured: { feedback?: Feedback } = {};
function Capture() {
  const feedback = useFeedback();
  useEffect(() => {
    captured.feedback = feedback;
  }, [feedback]);
  return null;
}

/** Renders the provider and returns its useFeedback(). */
function renderToasts(): Feedback {
  render(
    <FeedbackProvider>
      <Capture />
    </FeedbackProvider>,
  );
  return captured.feedback!;
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('a message says its words as an alert and goes after 3 seconds', () => {
    const feedback = renderToasts();
    act(() => feedback.message.success('Customer updated successfully'));
    expect(screen.getByRole('alert')).toHaveTextContent('Customer updated successfully');
    expect(screen.getByRole('alert')).toHaveClass('kp-toast--message', 'kp-toast--success');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a notification has a title, a text and a Close button, and stays while the pointer is on it', async () => {
    const feedback = renderToasts();
    act(() =>
      feedback.notification.warning({ title: 'Login Required', description: 'Please log in first.' }),
    );
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Login Required');
    expect(toast).toHaveTextContent('Please log in first.');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.hover(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.unhover(toast);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a notification with a key replaces the one shown with it, and destroy closes it', () => {
    const feedback = renderToasts();
    act(() => {
      feedback.notification.info({ key: 'cart', title: 'First' });
      feedback.notification.info({ key: 'cart', title: 'Second' });
      feedback.notification.error({ title: 'Other' });
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Second', 'Other']);
    act(() => feedback.notification.destroy('cart'));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Other']);
  });

  it('keeps a notification longer when asked, and a later toast does not restart an earlier one', () => {
    const feedback = renderToasts();
    act(() => feedback.notification.success({ title: 'Booked', duration: 5 }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => feedback.message.error('Slot taken'));
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Slot taken', 'Booked']);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Booked']);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
