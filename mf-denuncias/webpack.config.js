import { createConfig } from '@sisacte/mf-build';

// The remote (exposes ./app and ./menu for the shell) plus its public standalone page
// (public.html, served at /denunciar): built without Module Federation, it loads no shell code.
export default createConfig({
  name: 'mf-denuncias',
  dir: import.meta.dirname,
  devPort: 3002,
  title: 'SisActe',
  publicPage: {
    entry: './src/public/index.tsx',
    template: 'src/public/public.html',
    title: 'Fazer uma denúncia — SisActe',
    // antd's styles as CSS, not computed while rendering: the first panel paints sooner on a phone.
    staticAntdStyles: true,
    // The first view (frame, title, anonymity notice, loading panel) in the HTML, painted before the app runs.
    prerender: './src/public/prerender.tsx',
  },
});
