import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'mf-denuncias', dir: import.meta.dirname, devPort: 3002, title: 'SisActe' });
