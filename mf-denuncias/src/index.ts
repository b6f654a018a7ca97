// Standalone entry (`pnpm --filter mf-denuncias dev`): the shell never loads this file, only the exposes.
void Promise.all([import('./bootstrap'), import('./menu'), import('@sisacte/ui')]).then(
  ([{ default: lifecycles }, { menu }, { mountStandalone }]) =>
    mountStandalone('mf-denuncias', lifecycles, document.getElementById('root')!, menu),
);
