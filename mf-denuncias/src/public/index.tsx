// Entry of the public standalone page (public.html, served at /denunciar). Built without Module
// Federation: it loads no shell code and none of the back office.
import { laterFilesWaitForStyles } from '@sisacte/ui';

// antd's styles are static CSS here (webpack.config.js, staticAntdStyles): the page holds its first panel's, and
// every file fetched later waits for the rest.
laterFilesWaitForStyles();

// The page's HTML already holds its first view (prerender.tsx). The app's code, in this same file, is evaluated
// only after that view has been painted, so a slow phone shows the page while it works.
const start = () => void import(/* webpackMode: "eager" */ './start').then((m) => m.start());
if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
