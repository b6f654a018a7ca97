import { formatProtocol } from './service';

describe('protocol numbers', () => {
  it('formats protocol numbers as DEN-<year>-<6 digits>', () => {
    expect(formatProtocol(2026, 123)).toBe('DEN-2026-000123');
    expect(formatProtocol(2026, 1234567)).toBe('DEN-2026-1234567');
  });
});
