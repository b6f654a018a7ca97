import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'mf-painel', dir: import.meta.dirname, devPort: 3001, title: 'SisActe' });
