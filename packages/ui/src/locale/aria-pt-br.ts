/**
 * What antd and its icons say to a screen reader in English, with no locale key to change it: every icon
 * announces its file name ('search Pesquisar', 'alert Nova denúncia'), table checkboxes say 'Select all',
 * clear buttons 'Clear' (or the icon's name, 'close-circle'). A watcher on the page fixes these as they appear:
 * - an icon that still carries its English name is decorative: hidden from screen readers (the button,
 *   link or menu item around it is named by its text or its own label);
 * - a control that had no other name than its icon (antd's clear and close buttons) gets a Portuguese one;
 * - the English labels antd writes itself are translated, also when antd rewrites them later.
 * An icon or control labelled by its author is left alone.
 */

/** antd's fixed English labels and what they say in Portuguese. */
const TRANSLATIONS: [RegExp, string][] = [
  [/^Select all$/, 'Marcar todos desta página'],
  [/^Custom selection$/, 'Opções de marcação'],
  [/^Select row (\d+)$/, 'Marcar linha $1'],
  [/^Row (\d+) selected$/, 'Linha $1 marcada'],
  // 'Apagar', not 'Limpar': a filter form's own 'Limpar' button (clear every field) stays the only one
  [/^Clear$/, 'Apagar'],
  [/^Clear color$/, 'Limpar cor'],
  [/^Increase Value$/, 'Aumentar'],
  [/^Decrease Value$/, 'Diminuir'],
  [/^expanded$/, 'expandido'],
  [/^collapsed$/, 'recolhido'],
  [/^Toggle start panel$/, 'Recolher ou expandir o painel inicial'],
  [/^Toggle end panel$/, 'Recolher ou expandir o painel final'],
  [/^OTP Input (\d+)$/, 'Dígito $1 do código'],
];

/** The name of a control whose only content is one of these icons. */
const ICON_CONTROL_NAMES: Record<string, string> = {
  'close-circle': 'Apagar',
  close: 'Fechar',
  search: 'Pesquisar',
  ellipsis: 'Mais opções',
  left: 'Anterior',
  right: 'Próximo',
};

const ICON_CLASS = 'anticon-';

/** The icon's name from its class (`anticon-search` → 'search'). */
function iconName(icon: Element): string | undefined {
  for (const c of icon.classList) if (c.startsWith(ICON_CLASS) && c !== 'anticon-spin') return c.slice(ICON_CLASS.length);
  return undefined;
}

function hasOwnName(control: Element): boolean {
  return (
    !!control.getAttribute('aria-label')?.trim() ||
    control.hasAttribute('aria-labelledby') ||
    !!control.getAttribute('title')?.trim() ||
    !!control.textContent?.trim()
  );
}

/** Hides an icon still named in English; names the control it was the only content of. */
function fixIcon(icon: Element) {
  const name = iconName(icon);
  if (!name || icon.getAttribute('aria-label') !== name) return;
  icon.setAttribute('aria-hidden', 'true');
  const control = icon.parentElement?.closest('button, [role="button"], a');
  if (control && !hasOwnName(control) && ICON_CONTROL_NAMES[name]) control.setAttribute('aria-label', ICON_CONTROL_NAMES[name]);
}

function translate(el: Element) {
  const label = el.getAttribute('aria-label');
  if (!label) return;
  for (const [english, portuguese] of TRANSLATIONS) {
    if (english.test(label)) {
      el.setAttribute('aria-label', label.replace(english, portuguese));
      return;
    }
  }
}

function fixElement(el: Element) {
  if (!el.hasAttribute('aria-label')) return;
  if (el.classList.contains('anticon')) fixIcon(el);
  translate(el);
}

/** Fixes one element and everything under it. */
export function fixAria(root: Element) {
  fixElement(root);
  for (const el of root.querySelectorAll('[aria-label]')) fixElement(el);
}

/** Fixes `root` now and whatever is added or relabelled under it later; returns the function that stops watching. */
export function watchAria(root: Element): () => void {
  fixAria(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) fixElement(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) fixAria(node);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}

// The shell and every remote bundle this module; the first to start watches the whole page for all of them.
const STARTED = Symbol.for('sisacte.aria-pt-br');

/** Starts the page's one watcher (once, whoever calls it first). */
export function startPortugueseAria() {
  const page = globalThis as { [STARTED]?: boolean };
  if (page[STARTED] || typeof document === 'undefined') return;
  page[STARTED] = true;
  watchAria(document.documentElement);
}
