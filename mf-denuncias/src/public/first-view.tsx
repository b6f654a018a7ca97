// The public page's app, fetched by the entry (index.tsx) once the prerendered first view has been painted.
import { laterFilesWaitForStyles } from '@sisacte/ui';

/** Lets the browser run what waits (a tap, a paint) before the next piece of work. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/**
 * The app's modules are evaluated a few at a time, each group in its own task, from the bottom of the tree up: a
 * slow phone then never spends much more than a tenth of a second in one go before the app renders. Every group is
 * in this same file (eager), so nothing more is fetched; a module evaluated by one group is only looked up by the
 * next.
 */
const groups: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@sisacte/contracts/denuncias/complaints'),
  () => import(/* webpackMode: "eager" */ './public-frame'),
  () => import(/* webpackMode: "eager" */ '../features/complaint-wizard/panel-establishment'),
];

export async function run(): Promise<void> {
  // antd's styles are static CSS here (webpack.config.js, staticAntdStyles): the page holds this file's, and every
  // file fetched from now on waits for the rest.
  laterFilesWaitForStyles();
  for (const group of groups) {
    await group();
    await nextTask();
  }
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await start();
}
