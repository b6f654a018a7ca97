import type { ComplaintCreateResponse } from '@sisacte/contracts/denuncias/complaints';

/** A complaint's receipt as the server answers it: the tests of the receipt screen and of the way to its follow-up. */
export const RECEIPT_FIXTURE = {
  id: 7,
  demanda: { numerodemanda: 'DEN-2026-000007' },
  codigo_recibo: 'DWB6-556P-NYA3',
  status: 'Protocolada' as const,
  createdAt: '2026-11-21T15:00:00Z',
} satisfies ComplaintCreateResponse;
