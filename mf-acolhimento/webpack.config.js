import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'mf-acolhimento', dir: import.meta.dirname, devPort: 3003, title: 'SisActe' });
