import type { PublicLanguage } from './languages';
import type { TFunction } from './portuguese-t';

/**
 * What language the public page shows, for what draws outside its PublicLanguageProvider: antd's own words
 * (AppProviders, above the provider), the names the aria watcher gives antd's icon buttons, a fallback for a remote
 * that failed (a React root of its own, or above the remote's provider). The provider that owns the document (the
 * public frame, the standalone page) registers its language and the kit's texts in it while mounted; none (a staff
 * screen, a staff member's wizard in the back office's frame): Portuguese. One registry for the page, kept on
 * `globalThis`: the shell and each remote bundle their own copy of the kit, and the aria watcher runs in the first one
 * started.
 */
export interface PageTexts {
  language: PublicLanguage;
  /** The kit's texts in that language (`useUiT`'s). */
  t: TFunction;
}

/** A registration: changed in place when the page's language changes, removed when its provider goes. */
export interface PageTextsHandle {
  set: (texts: PageTexts) => void;
  remove: () => void;
}

interface Registry {
  shown: PageTexts[];
  listeners: Set<() => void>;
}

const KEY = Symbol.for('sisacte.page-texts');

function registry(): Registry {
  const page = globalThis as { [KEY]?: Registry };
  return (page[KEY] ??= { shown: [], listeners: new Set() });
}

const changed = () => {
  for (const listener of [...registry().listeners]) listener();
};

/** What the public page shows now (the provider registered last), or undefined: Portuguese. */
export function pageTexts(): PageTexts | undefined {
  return registry().shown.at(-1);
}

/** Registers what a public page shows. */
export function showPageTexts(texts: PageTexts): PageTextsHandle {
  const { shown } = registry();
  let current = texts;
  shown.push(current);
  changed();
  return {
    set: (next) => {
      const at = shown.lastIndexOf(current);
      if (at < 0 || (next.language === current.language && next.t === current.t)) return;
      shown[at] = current = next;
      changed();
    },
    remove: () => {
      const at = shown.lastIndexOf(current);
      if (at < 0) return;
      shown.splice(at, 1);
      changed();
    },
  };
}

/** Hears every change of what the page shows; returns the function that stops hearing. */
export function onPageTexts(listener: () => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
