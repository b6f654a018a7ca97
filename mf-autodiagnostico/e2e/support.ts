import { expect, type Page } from '@playwright/test';
import { todayInBrazil } from '../../shell/e2e/support';

/* The self-diagnosis' viewports and touch calendar; the shared helpers are in shell/e2e/support.ts. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 800 };

/**
 * Picks a day (YYYY-MM-DD, in the month the calendar opens on) in a LazyDateField on a touch screen,
 * where the picker's input is read-only and the calendar is the way to choose.
 *
 * The day is tapped again while the calendar stays open: scrolling the day into view can make the
 * calendar flip from above the field to below it between Playwright's stability check and its
 * click, which then lands where the day was (seen on a busy machine) — a person taps
 * where the day is now.
 */
export async function pickDay(page: Page, field: ReturnType<Page['getByLabel']>, iso: string) {
  await field.click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(async () => {
    // A tap that missed may have closed the calendar without a day: open it again.
    if ((await calendar.count()) === 0) await field.click();
    await calendar.locator(`td[title="${iso}"]`).click({ timeout: 5_000 });
    await expect(field).toHaveValue(br(iso), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(calendar).toHaveCount(0);
}

/** YYYY-MM-DD → DD/MM/AAAA. */
export const br = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The first and the last day of the current month in Brazil's time (the browser's: playwright.config.ts), as
 * YYYY-MM-DD: the calendar opens on that month, which for three hours a month is not the machine's (UTC).
 */
export function thisMonth(): { first: string; last: string } {
  const [year, month] = todayInBrazil().split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${pad(month)}`;
  return { first: `${prefix}-01`, last: `${prefix}-${pad(lastDay)}` };
}
