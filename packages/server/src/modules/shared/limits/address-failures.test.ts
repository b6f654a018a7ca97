import { createAddressAllowance } from './address-allowance';
import { createAddressFailures } from './address-failures';

describe('failures per address, in memory', () => {
  it('waits until the oldest failure of the last max leaves the window; another address is apart', async () => {
    let now = 1_000_000;
    const failures = createAddressFailures({ max: 2, windowMs: 10_000, now: () => now });
    expect(await failures.waitMs('198.51.100.1')).toBe(0);
    await failures.record('198.51.100.1');
    now += 3_000;
    expect(await failures.waitMs('198.51.100.1')).toBe(0);
    await failures.record('198.51.100.1');
    expect(await failures.waitMs('198.51.100.1')).toBe(7_000);
    expect(await failures.waitMs('198.51.100.2')).toBe(0);
    now += 7_000;
    expect(await failures.waitMs('198.51.100.1')).toBe(0);
    await failures.record('198.51.100.1');
    // The second failure (at +3 s) is the older of the two in the window now.
    expect(await failures.waitMs('198.51.100.1')).toBe(3_000);
  });
});

describe('an allowance, in memory, says when a unit comes back', () => {
  it('retryAfterMs: 0 with units left, then until the oldest taken leaves the window', async () => {
    let now = 0;
    const allowance = createAddressAllowance({ max: 2, windowMs: 60_000, now: () => now });
    expect(await allowance.take('a')).toBe(true);
    now = 10_000;
    expect(await allowance.retryAfterMs('a')).toBe(0);
    expect(await allowance.take('a')).toBe(true);
    expect(await allowance.take('a')).toBe(false);
    expect(await allowance.retryAfterMs('a')).toBe(50_000);
    await allowance.giveBack('a');
    expect(await allowance.retryAfterMs('a')).toBe(0);
  });
});
