import { formatDate, MONTH_ABBREVIATIONS, weekdayOf } from '@kukur/contracts';
import { openDayFromToday } from '@kukur/test-clock';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Thamel, Kathmandu: about 2.3 km from the Main Center in New Baneshwor. */
export const KATHMANDU = { latitude: 27.7154, longitude: 85.3123 };

interface ShopVaccine {
  id: string;
  name: string;
  stock: number;
}

/** The `days`-th open day (not a Saturday) from tomorrow, Nepal dates. */
export function openDay(days: number): string {
  return openDayFromToday(1, days - 1);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '2026-12-01' as the pages write it: 'Tue, 1 Dec 2026'. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${day} ${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

export async function anAntiRabiesVaccine(shopUrl: string): Promise<ShopVaccine> {
  const response = await fetch(new URL('/api/products?kind=vaccine', shopUrl));
  const vaccine = ((await response.json()) as ShopVaccine[]).find(
    (v) => v.name === 'Anti-Rabies Vaccination',
  );
  if (!vaccine || vaccine.stock < 3) throw new Error('The demo Anti-Rabies vaccine is missing or short');
  return vaccine;
}

/**
 * Picks a Nepal date in the open antd date picker labelled `label`, paging months forward as needed; `shown` is
 * what the field then says (the English '26 Nov 2026' unless given).
 */
export async function pickDate(
  page: Page,
  label: string,
  date: string,
  shown = formatDate(date),
): Promise<void> {
  const input = page.getByLabel(label);
  // The picker opens once the free times have arrived.
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await input.click();
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await dropdown.locator('.ant-picker-content').waitFor();
  const cell = dropdown.locator(`td[title="${date}"]:not(.ant-picker-cell-disabled)`);
  for (let month = 0; month < 3 && !(await cell.isVisible()); month += 1) {
    await dropdown.locator('.ant-picker-header-next-btn').click();
  }
  await cell.click();
  // The field shows the chosen day ('26 Nov 2026') once the picker has taken the click.
  if (shown === null) await expect.poll(() => input.inputValue()).not.toBe('');
  else await expect.poll(() => input.inputValue()).toBe(shown);
}
