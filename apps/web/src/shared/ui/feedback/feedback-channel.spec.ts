import { describe, expect, it, vi } from 'vitest';
import type { Feedback } from './feedback';
import { feedbackChannel } from './feedback-channel';

function fakeFeedback() {
  const success = vi.fn(() => 'shown');
  const info = vi.fn();
  return { feedback: { message: { success }, notification: { info } } as unknown as Feedback, success, info };
}

describe('feedbackChannel', () => {
  it('keeps calls made before the toast code has loaded and replays them in order', () => {
    const load = vi.fn();
    const channel = feedbackChannel(load);
    channel.feedback.notification.info({ title: 'Logged out' });
    channel.feedback.message.success('Saved');
    expect(load).toHaveBeenCalled();

    const real = fakeFeedback();
    channel.deliver(real.feedback);

    expect(real.info).toHaveBeenCalledWith({ title: 'Logged out' });
    expect(real.success).toHaveBeenCalledWith('Saved');
    expect(real.info.mock.invocationCallOrder[0]).toBeLessThan(real.success.mock.invocationCallOrder[0]!);
  });

  it('calls straight through once loaded, answering what the real call answers', () => {
    const channel = feedbackChannel(vi.fn());
    const real = fakeFeedback();
    channel.deliver(real.feedback);
    expect(channel.feedback.message.success('Copied')).toBe('shown');
    expect(real.success).toHaveBeenCalledTimes(1);
  });
});
