import { renderHook } from '@testing-library/react';
import { MESSAGES, PARTNER_TYPE_LABELS, PARTNERSHIP_MESSAGES } from '@kukur/contracts';
import { describe, expect, it } from 'vitest';
import info from '@/locales/en/info.json';
import { usePartnershipTexts } from './partnership-messages';

describe('the content pages’ English texts', () => {
  it('the partner form says what the server says: its field problems, partner types and answers', () => {
    const { result } = renderHook(() => usePartnershipTexts());
    for (const [problem, text] of Object.entries(result.current.problems)) {
      expect({ problem, text }).toEqual({
        problem,
        text: PARTNERSHIP_MESSAGES[problem as keyof typeof result.current.problems],
      });
    }
    expect(result.current.partnerTypes).toEqual(PARTNER_TYPE_LABELS);
    expect(result.current.sent).toBe(PARTNERSHIP_MESSAGES.sent);
    expect(result.current.failed).toBe(PARTNERSHIP_MESSAGES.failed);
  });

  it('the newsletter links say what the server says', () => {
    expect(info.marketingLink.invalidLink).toBe(MESSAGES.newsletter.invalidLink);
    expect(info.marketingLink.confirm.done).toBe(MESSAGES.newsletter.confirmed);
    expect(info.marketingLink.unsubscribe.done).toBe(MESSAGES.newsletter.unsubscribed);
  });
});
