import { createConfig } from '@sisacte/mf-build';

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  devPort: 3000,
  isShell: true,
  title: 'SisActe — denúncias trabalhistas e acolhimento de migrantes',
  description:
    'Denuncie condições de trabalho análogas à de escravo, sem precisar se identificar, e acompanhe a sua denúncia. Espaço de trabalho da inspeção do trabalho e do acolhimento de migrantes.',
});
