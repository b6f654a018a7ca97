import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDateField } from '../date/lazy-date-field';

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
