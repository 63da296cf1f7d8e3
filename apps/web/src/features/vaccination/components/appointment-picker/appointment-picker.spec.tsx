import { addDays, formatDate } from '@kukur/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { availabilityAnswer, CENTERS } from '@/testing/booking-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { type AppointmentChoice, AppointmentPicker } from './appointment-picker';

function Picker() {
  const [value, setValue] = useState<AppointmentChoice>({ centerId: null, date: null, time: null });
  return (
    <>
      <AppointmentPicker value={value} onChange={setValue} />
      <output data-testid="choice">{JSON.stringify(value)}</output>
    </>
  );
}

async function tabToDateField(): Promise<HTMLElement> {
  mockApi({
    'GET /api/vaccination-centers': () => jsonResponse(CENTERS),
    'GET /api/vaccinations/availability': (request) => jsonResponse(availabilityAnswer(request)),
  });
  renderWithProviders(<Picker />);
  const field = await screen.findByLabelText('Appointment date');
  await waitFor(() => expect(field).toBeEnabled());
  // Tab past the centre to the date, as a keyboard user does.
  for (let press = 0; press < 5 && document.activeElement !== field; press += 1) await userEvent.tab();
  expect(field).toHaveFocus();
  return field;
}

describe('AppointmentPicker by keyboard', () => {
  it('takes a date typed as YYYY-MM-DD on Enter (the calendar’s days are no keyboard stops) and shows it in words', async () => {
    const date = addDays(dayjs().format('YYYY-MM-DD'), 3);
    const field = await tabToDateField();
    expect(field).not.toHaveAttribute('readonly');
    expect(field).toHaveAttribute('placeholder', 'Pick a day or type it as YYYY-MM-DD');
    await userEvent.keyboard(`${date}{Enter}`);

    await waitFor(() => expect(screen.getByTestId('choice')).toHaveTextContent(`"date":"${date}"`));
    expect(field).toHaveValue(formatDate(date));
  });

  it('refuses a typed day it would not offer in the calendar (outside the booking window)', async () => {
    const field = await tabToDateField();
    await userEvent.keyboard(`${addDays(dayjs().format('YYYY-MM-DD'), 400)}{Enter}`);
    await userEvent.tab();
    expect(screen.getByTestId('choice')).toHaveTextContent('"date":null');
    expect(field).toHaveValue('');
  });
});
