import { createRoot } from 'react-dom/client';
import { PublicApp } from './public-app';

/** Renders the app over the page's prerendered first view. */
export function start() {
  createRoot(document.getElementById('root')!).render(<PublicApp />);
}
