import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { emit } from '@sisacte/event-bus';
import { type RemoteName } from '@sisacte/contracts/shell/remotes';
import { loadLifecycles, refreshRemote } from './remote-registry';
import { useMenuStore } from './menu-store';

type Lifecycle = LifeCycles['mount'];
type Extra = { domElementGetter: () => HTMLElement };
type Props = AppProps & Extra;

async function run(fns: Lifecycle, props: Props) {
  for (const fn of [fns].flat()) await fn(props);
}

/**
 * single-spa lifecycles that never fail: when the remote cannot be loaded, or throws while
 * mounting, the content area shows a fallback with a retry button, and single-spa
 * (and with it the shell and the other remotes) carries on. Retry re-reads /remotes.json,
 * reloads the remote in place and mounts it where the fallback was.
 */
export function resilientApp(remote: RemoteName, fallbackHost: () => HTMLElement): LifeCycles<Extra> {
  let real: LifeCycles | null = null;
  let realMounted = false;
  let fallback: Root | null = null;
  let fallbackTurn = 0;
  let props: Props | null = null;

  const fail = (phase: 'load' | 'mount', error: unknown) =>
    emit('remote:error', { remote, phase, message: (error as Error)?.message ?? String(error) });

  async function load() {
    if (real) return;
    const lifecycles = await loadLifecycles(remote);
    await run(lifecycles.bootstrap, props!);
    real = lifecycles;
  }

  async function mountReal(): Promise<boolean> {
    try {
      await load();
    } catch (error) {
      fail('load', error);
      return false;
    }
    try {
      await run(real!.mount, props!);
      realMounted = true;
      return true;
    } catch (error) {
      fail('mount', error);
      return false;
    }
  }

  // The fallback is drawn with antd (the providers and RemoteFallback of @sisacte/ui), loaded only when needed: in
  // Portuguese, and on a page open to the public in the visitor's language (the one the public frame shows).
  async function showFallback(retrying = false) {
    const turn = ++fallbackTurn;
    const { AppProviders, PageLanguageTexts, RemoteFallback } = await import('./fallback-ui');
    if (turn !== fallbackTurn) return; // hidden, or drawn again, meanwhile
    fallback ??= createRoot(fallbackHost());
    fallback.render(
      <AppProviders>
        <PageLanguageTexts>
          <RemoteFallback remote={remote} retrying={retrying} onRetry={retry} />
        </PageLanguageTexts>
      </AppProviders>,
    );
  }

  function hideFallback() {
    fallbackTurn += 1;
    fallback?.unmount();
    fallback = null;
  }

  async function retry() {
    void showFallback(true); // the button shows it is working while /remotes.json is read again
    try {
      await refreshRemote(remote);
    } catch (error) {
      fail('load', error);
    }
    real = null;
    if (await mountReal()) {
      hideFallback();
      void useMenuStore.getState().load(remote);
    } else {
      await showFallback(false);
    }
  }

  return {
    bootstrap: async (p) => {
      props = p;
    },
    mount: async (p) => {
      props = p;
      if (!(await mountReal())) await showFallback();
    },
    unmount: async (p) => {
      hideFallback();
      if (real && realMounted) {
        realMounted = false;
        await run(real.unmount, p);
      }
    },
  };
}
