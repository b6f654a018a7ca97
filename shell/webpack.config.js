import { readFileSync } from 'node:fs';
import { createConfig } from '@sisacte/mf-build';

// The home page's title and search-result text in Portuguese, from its catalogue (the page sets them in the visitor's language).
const { home } = JSON.parse(readFileSync(new URL('./src/locales/pt.json', import.meta.url), 'utf8'));

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  devPort: 3000,
  isShell: true,
  title: home.documentTitle,
  description: home.metaDescription,
});
