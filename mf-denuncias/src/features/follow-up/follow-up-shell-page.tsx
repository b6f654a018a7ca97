import { FollowUpPage } from './follow-up-page';
import { DENUNCIAS_PATHS } from '../../paths';

/** /admin/denuncias/acompanhar: the anonymous follow-up inside the shell. */
export function FollowUpShellPage() {
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <FollowUpPage wizardPath={DENUNCIAS_PATHS.novo} />
    </div>
  );
}
