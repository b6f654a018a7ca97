import { createReceiptHasher, createReceiptSealer, newReceiptCode, normalizeReceiptCode } from './receipt';

describe('receipt codes', () => {
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

  it('keeps receipt codes as salted HMAC-SHA-256 under the server key: only that key verifies them', () => {
    const hasher = createReceiptHasher('segredo-um-com-mais-de-32-caracteres!!');
    const code = newReceiptCode();
    const stored = hasher.hash(code);
    expect(stored).toMatch(/^\$hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain(code);
    // salted: the same code twice gives two different hashes
    expect(hasher.hash(code)).not.toBe(stored);
    expect(hasher.isKeyed(stored)).toBe(true);
    expect(hasher.verify(stored, code)).toBe(true);
    expect(hasher.verify(stored, normalizeReceiptCode('AAAA-AAAA-AAAA'))).toBe(false);
    expect(createReceiptHasher('outro-segredo-com-mais-de-32-caracteres').verify(stored, code)).toBe(false);
    // an argon2id hash (receipts before migration 0008) and malformed values are not keyed hashes
    expect(hasher.isKeyed('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')).toBe(false);
    for (const bad of ['$hmac-sha256$', '$hmac-sha256$abc$def', `${stored}$x`, '']) expect(hasher.verify(bad, code)).toBe(false);
    expect(() => hasher.verifyDummy(code)).not.toThrow();
  });
});
