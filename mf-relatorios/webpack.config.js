import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'mf-relatorios', dir: import.meta.dirname, devPort: 3005, title: 'SisActe' });
