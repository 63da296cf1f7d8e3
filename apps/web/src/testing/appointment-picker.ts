import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';

/**
 * Today as the appointment picker's calendar sees it: the browser's date, which may be Nepal's yesterday. Asked
 * when needed, so that it follows a test's frozen clock.
 */
export function pickerToday(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** Picks today and `time` (as shown, '13:00') in the appointment picker inside `container`. */
export async function pickTodayAt(
  container: HTMLElement,
  time: string,
  dateLabel = 'Appointment date',
): Promise<void> {
  const dateField = await within(container).findByLabelText(dateLabel);
  await waitFor(() => expect(dateField).toBeEnabled());
  await userEvent.click(dateField);
  // The calendar cell (the input itself may carry the same title once a date is chosen).
  const [cell] = (await screen.findAllByTitle(pickerToday())).filter((element) => element.tagName === 'TD');
  // The calendar takes no pointer while its opening motion runs, which jsdom ends by a timer only: on a busy
  // machine that outlasted 5 s of retries (CI). The pointer check is about CSS a real browser would honour;
  // what is tested here is the choice of the day, so the click skips it.
  await userEvent.click(cell, { pointerEventsCheck: PointerEventsCheckLevel.Never });
  await userEvent.click(await within(container).findByRole('radio', { name: time }));
}
