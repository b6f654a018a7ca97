// Entry of the public standalone page (public.html, served at /denunciar). Built without Module
// Federation: it loads no shell code and none of the back office.
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public-app';

createRoot(document.getElementById('root')!).render(<PublicApp />);
