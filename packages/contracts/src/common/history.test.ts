import { z } from 'zod';
import { historyEntryOf } from './history';

describe('historyEntryOf', () => {
  const entry = historyEntryOf(['status', 'extra'] as const, { descricao: z.string() });
  const sample = {
    changes: [{ field: 'status', label: 'Situação', from: 'Protocolada', to: null }],
    descricao: 'Situação alterada',
    action: 'status',
    author: null,
    created_at: '2024-01-01T10:00:00Z',
    id: 9,
  };

  it("answers id, created_at, author, action, the history's own fields, then the changes", () => {
    expect(Object.keys(entry.parse(sample))).toEqual(['id', 'created_at', 'author', 'action', 'descricao', 'changes']);
  });

  it("takes only the history's actions and readable (text or null) values", () => {
    expect(entry.safeParse({ ...sample, action: 'create' }).success).toBe(false);
    expect(entry.safeParse({ ...sample, changes: [{ field: 'x', label: 'X', from: 1, to: null }] }).success).toBe(false);
  });
});
