import { createConfig } from '@sisacte/mf-build';

export default createConfig({ name: 'shell', dir: import.meta.dirname, devPort: 3000, isShell: true, title: 'SisActe' });
