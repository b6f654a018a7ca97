import { createReceiptSealer, newReceiptCode, normalizeReceiptCode } from './receipt';
import { formatProtocol } from './service';

describe('protocol numbers and receipt codes', () => {
  it('formats protocol numbers as DEN-<year>-<6 digits>', () => {
    expect(formatProtocol(2026, 123)).toBe('DEN-2026-000123');
    expect(formatProtocol(2026, 1234567)).toBe('DEN-2026-1234567');
  });

  it('makes distinct receipt codes and forgives how a person types them', () => {
    const codes = new Set(Array.from({ length: 200 }, newReceiptCode));
    expect(codes.size).toBe(200);
    const code = [...codes][0]!;
    expect(normalizeReceiptCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(normalizeReceiptCode('abco-illx-1234')).toBe('ABC0-111X-1234');
  });

  it('seals a receipt code so that only this server opens it', () => {
    const sealer = createReceiptSealer('segredo-um-com-mais-de-32-caracteres!!');
    const sealed = sealer.seal('K7QM-4XPD-9TNR');
    expect(sealed).not.toContain('K7QM');
    expect(sealer.open(sealed)).toBe('K7QM-4XPD-9TNR');
    expect(createReceiptSealer('outro-segredo-com-mais-de-32-caracteres').open(sealed)).toBeNull();
  });
});
