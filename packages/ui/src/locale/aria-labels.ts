import { onPageTexts, pageTexts } from '../i18n/page-texts';
import type { TFunction } from '../i18n/portuguese-t';
import { portugueseUiT } from '../i18n/ui-text';

/**
 * What antd and its icons say to a screen reader in English, with no locale key to change it: every icon
 * announces its file name ('search Pesquisar', 'alert Nova denúncia'), table checkboxes say 'Select all',
 * clear buttons 'Clear' (or the icon's name, 'close-circle'). A watcher on the page fixes these as they appear:
 * - an icon that still carries its English name is decorative: hidden from screen readers (the button,
 *   link or menu item around it is named by its text or its own label);
 * - a control that had no other name than its icon (antd's clear and close buttons) gets a name of its own;
 * - the English labels antd writes itself are translated, also when antd rewrites them later.
 * The names are the kit's texts (`aria.*` in `i18n/ui-locales`): Portuguese, or on a public page the visitor's
 * language (`i18n/page-texts.ts`); a change of language renames what the watcher named.
 * An icon or control labelled by its author is left alone.
 */

/** antd's fixed English labels and the key of what they say (`{{n}}`: the number the label carries). */
const TRANSLATIONS: [RegExp, string][] = [
  [/^Select all$/, 'selectAll'],
  [/^Custom selection$/, 'customSelection'],
  [/^Select row (\d+)$/, 'selectRow'],
  [/^Row (\d+) selected$/, 'rowSelected'],
  // 'Apagar', not 'Limpar': a filter form's own 'Limpar' button (clear every field) stays the only one
  [/^Clear$/, 'clear'],
  [/^Clear color$/, 'clearColor'],
  [/^Increase Value$/, 'increase'],
  [/^Decrease Value$/, 'decrease'],
  [/^expanded$/, 'expanded'],
  [/^collapsed$/, 'collapsed'],
  [/^Toggle start panel$/, 'toggleStart'],
  [/^Toggle end panel$/, 'toggleEnd'],
  [/^OTP Input (\d+)$/, 'otpDigit'],
];

/** The key of the name of a control whose only content is one of these icons. */
const ICON_CONTROL_KEYS: Record<string, string> = {
  'close-circle': 'clear',
  close: 'close',
  search: 'search',
  ellipsis: 'more',
  left: 'previous',
  right: 'next',
};

const ICON_CLASS = 'anticon-';
/** On an element the watcher named: the key (and number) of its name, to rename it when the language changes. */
const NAMED = 'data-sisacte-aria';

/** The texts names are written in: the public page's language, else Portuguese. */
const textsNow = (): TFunction => pageTexts()?.t ?? portugueseUiT;
/** The name the watcher last wrote on an element: a different one now is its author's, left alone. */
const written = new WeakMap<Element, string>();

const say = (t: TFunction, named: string) => {
  const [key, n] = named.split(':');
  return t(`aria.${key}`, n === undefined ? undefined : { n });
};

function name(el: Element, key: string, n?: string) {
  const named = n === undefined ? key : `${key}:${n}`;
  el.setAttribute(NAMED, named);
  write(el, say(textsNow(), named));
}

function write(el: Element, text: string) {
  written.set(el, text);
  // an English page's names are antd's own words: writing them again would wake the watcher again, without end
  if (el.getAttribute('aria-label') !== text) el.setAttribute('aria-label', text);
}

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
  const iconKey = iconName(icon);
  if (!iconKey || icon.getAttribute('aria-label') !== iconKey) return;
  icon.setAttribute('aria-hidden', 'true');
  const control = icon.parentElement?.closest('button, [role="button"], a');
  if (control && !hasOwnName(control) && ICON_CONTROL_KEYS[iconKey]) name(control, ICON_CONTROL_KEYS[iconKey]);
}

function translate(el: Element) {
  const label = el.getAttribute('aria-label');
  if (!label) return;
  for (const [english, key] of TRANSLATIONS) {
    const match = english.exec(label);
    if (match) {
      name(el, key, match[1]);
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

/**
 * Fixes `root` now and whatever is added or relabelled under it later, and renames what it named when the public
 * page's language changes; returns the function that stops watching.
 */
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
  const stopHearing = onPageTexts(languageChanged);
  return () => {
    observer.disconnect();
    stopHearing();
  };
}

/** Writes what the watcher named in the page's language now, unless its author has renamed it since. */
function languageChanged() {
  const texts = textsNow();
  for (const el of document.querySelectorAll(`[${NAMED}]`)) {
    if (el.getAttribute('aria-label') === written.get(el)) write(el, say(texts, el.getAttribute(NAMED)!));
    else el.removeAttribute(NAMED);
  }
}

// The shell and every remote bundle this module; the first to start watches the whole page for all of them. (The key
// is the one of the releases that named in Portuguese only: a remote still on one never starts a second watcher.)
const STARTED = Symbol.for('sisacte.aria-pt-br');

/** Starts the page's one watcher (once, whoever calls it first). */
export function startAriaLabels() {
  const page = globalThis as { [STARTED]?: boolean };
  if (page[STARTED] || typeof document === 'undefined') return;
  page[STARTED] = true;
  watchAria(document.documentElement);
}
