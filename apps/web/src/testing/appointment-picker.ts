import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';

/** Today as the appointment picker's calendar sees it: the browser's date, which may be Nepal's yesterday. */
export const PICKER_TODAY = dayjs().format('YYYY-MM-DD');

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
  const [cell] = (await screen.findAllByTitle(PICKER_TODAY)).filter((element) => element.tagName === 'TD');
  // The calendar takes no pointer while it opens (its motion); on a busy machine that lasts past the first try.
  await waitFor(() => userEvent.click(cell), { timeout: 5_000 });
  await userEvent.click(await within(container).findByRole('radio', { name: time }));
}
