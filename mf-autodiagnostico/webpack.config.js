import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'mf-autodiagnostico', dir: import.meta.dirname, devPort: 3004, title: 'SisActe' });
