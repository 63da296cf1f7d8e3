import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until some alert on the page (inline message or toast) says `text`. */
export async function expectAlert(text: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent ?? '')).toContainEqual(
      expect.stringContaining(text),
    ),
  );
}
