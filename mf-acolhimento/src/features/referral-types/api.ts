import { type ForwardingType, FORWARDING_TYPES_API, type ForwardingTypeCreate } from '@sisacte/contracts/acolhimento/forwarding-types';
import { entityClient } from '@sisacte/ui';

/**
 * The referral types (GET /api/forwarding-types: id descending, 20 per page, ?title contains) and one type.
 * A delete is refused (400, with the reason) while a referral uses the type.
 */
export const forwardingTypeApi = entityClient<ForwardingType, ForwardingTypeCreate, string>(FORWARDING_TYPES_API, {
  query: (title) => ({ title: title || undefined }),
  sort: 'id,desc',
});
