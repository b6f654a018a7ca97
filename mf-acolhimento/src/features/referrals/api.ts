import { openPdf } from '@sisacte/api-client';
import { type Forwarding, type ForwardingCreate, FORWARDINGS_API } from '@sisacte/contracts/acolhimento/forwardings';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { entityClient } from '@sisacte/ui';
import { toForwardingQuery, type ForwardingFilterValues } from './forwarding-filters';

/** The referrals (GET /api/forwardings with the list's filters: id descending, 20 per page), one referral, and the list's PDF and XLSX. */
export const forwardingApi = entityClient<Forwarding, ForwardingCreate, ForwardingFilterValues>(FORWARDINGS_API, { query: toForwardingQuery, xlsxName: 'encaminhamentos.xlsx' });

/** The referral as a letter to the partner service (PDF, new window). */
export const openForwardingLetter = (id: number) => openPdf(fillPath(FORWARDINGS_API.pdf, { id }));
