import { Typography } from 'antd';
import { ComplaintWizard } from './complaint-wizard';
import { DENUNCIAS_PATHS } from '../../paths';

/** /admin/denuncias/novo: the same wizard inside the shell, open to the public without login. */
export function ComplaintWizardPage() {
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Fazer uma denúncia
      </Typography.Title>
      <ComplaintWizard followUpPath={DENUNCIAS_PATHS.acompanhar} />
    </div>
  );
}
