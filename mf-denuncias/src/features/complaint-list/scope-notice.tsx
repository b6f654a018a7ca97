import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { complaintScopeText, type ComplaintScope } from '@sisacte/contracts/denuncias/complaint-scope';
import { getComplaintScope } from './api';

/**
 * Above a complaint list, for a user who sees only some complaints: whose complaints they see ('Você vê as
 * denúncias das organizações: …'), or that they have no organization yet, so that an empty list explains itself.
 * Users who see every complaint are not asked (nothing is shown), and a failed look-up shows nothing either.
 */
export function ComplaintScopeNotice({ seesAll }: { seesAll: boolean }) {
  const [scope, setScope] = useState<ComplaintScope | null>(null);
  useEffect(() => {
    if (seesAll) return;
    let cancelled = false;
    getComplaintScope().then(
      (s) => !cancelled && setScope(s),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [seesAll]);
  const text = !seesAll && scope ? complaintScopeText(scope) : null;
  if (!scope || !text) return null;
  return <Alert type={scope.organizacoes.length > 0 ? 'info' : 'warning'} showIcon title={text} style={{ marginBottom: 16 }} data-testid="complaint-scope" />;
}
