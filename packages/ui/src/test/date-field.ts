import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dayjs } from 'dayjs';
import { preloadDateField } from '../date/lazy-date-field';
import { button } from './render-at';

/**
 * Fetches the calendar's code before the file's tests, so that every date field is the picker from the start
 * (the stand-in shown while it loads is tested beside it).
 */
export function withDateFieldLoaded() {
  beforeAll(async () => {
    preloadDateField();
    await new Promise((r) => setTimeout(r, 200));
  });
}

/** Types `text` over the date field labelled `label` and presses Enter in it. */
export async function typeThenEnter(label: string, text: string) {
  const user = userEvent.setup();
  await user.tripleClick(await screen.findByLabelText(label));
  await user.keyboard(`${text}{Enter}`);
}

/** Clicks the date field labelled `label`; gives its open calendar. */
export async function openCalendar(label: string): Promise<Element> {
  await userEvent.setup().click(screen.getByLabelText(label));
  return waitFor(() => {
    const open = Array.from(document.querySelectorAll('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).pop();
    expect(open).toBeDefined();
    return open!;
  });
}

/** The day `iso` (YYYY-MM-DD) in an open calendar, or null when the calendar does not show it. */
export const calendarDay = (calendar: Element, iso: string) => calendar.querySelector(`td[title="${iso}"]`);

/**
 * Types `start` in the range's start `startLabel`, then opens the end's calendar: it shows the start's month, the day
 * before the start cannot be picked and says `why`, the start itself can. Gives the open calendar.
 */
export async function expectEndCalendarFromStart(startLabel: string, endLabel: string, start: Dayjs, why: string): Promise<Element> {
  await typeThenEnter(startLabel, start.format('DD/MM/YYYY'));
  const calendar = await openCalendar(endLabel);
  const dayBefore = calendarDay(calendar, start.subtract(1, 'day').format('YYYY-MM-DD'));
  expect(dayBefore).toHaveClass('ant-picker-cell-in-view', 'ant-picker-cell-disabled');
  expect(dayBefore!.querySelector('.ant-picker-cell-inner')).toHaveAttribute('title', why);
  expect(calendarDay(calendar, start.format('YYYY-MM-DD'))).not.toHaveClass('ant-picker-cell-disabled');
  return calendar;
}

/**
 * On a list page that has searched once (`searches()` counts its requests): Enter in the date filter `label` keeps the
 * date and moves on without searching; the button `search` searches.
 */
export async function expectDateFilterSearchesOnlyByButton(label: string, searches: () => number, search = 'Buscar') {
  const user = userEvent.setup();
  await waitFor(() => expect(searches()).toBe(1));
  if (!screen.queryByLabelText(label)) await user.click(screen.getByText('Filtros'));
  await typeThenEnter(label, '01/03/2026');
  await new Promise((r) => setTimeout(r, 300));
  expect(searches()).toBe(1);
  expect(document.activeElement).not.toBe(screen.getByLabelText(label));
  expect(screen.getByLabelText(label)).toHaveValue('01/03/2026');
  await user.click(button(search));
  await waitFor(() => expect(searches()).toBe(2));
}
