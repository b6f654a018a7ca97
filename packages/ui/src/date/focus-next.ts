import type { KeyboardEvent } from 'react';
import { brToIso } from './date-text';

/** What a keyboard user can reach with Tab. */
const TABBABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

/** Popups (a calendar, a select's list) are not the next field, even when they sit in the page. */
const POPUP = '.ant-picker-dropdown, .ant-select-dropdown, [aria-hidden="true"], [hidden], [inert]';

/** A field with its own buttons around the input. */
const FIELD = '.ant-picker, .ant-input-affix-wrapper';

/** The form (or antd form, dialog) a field belongs to: the next field is looked for there. */
const SCOPE = 'form, [role="form"], .ant-form, [role="dialog"]';

const reachable = (el: HTMLElement) =>
  el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && !el.closest(POPUP) && el.getAttribute('aria-disabled') !== 'true';

/**
 * Moves the focus from `from` to the next field of its form, as Tab would (DOM order; fields with a positive
 * tabindex are not used in these screens). Returns false when there is none.
 */
export function focusNextField(from: HTMLElement): boolean {
  const scope = from.closest<HTMLElement>(SCOPE) ?? from.ownerDocument.body;
  // The field's own buttons (the picker's 'Limpar') are part of it, not the next field.
  const own = from.closest<HTMLElement>(FIELD) ?? from;
  const fields = Array.from(scope.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el === from || (reachable(el) && !own.contains(el)));
  const next = fields.slice(fields.indexOf(from) + 1).find((el) => el !== from);
  if (!next) return false;
  next.focus();
  return true;
}

/**
 * Enter in a date field confirms the date and moves to the next field, as Tab would: it never submits the form
 * (a form is sent by its button). An incomplete date keeps the focus, so that it can be finished.
 */
export function enterMovesOn(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  const input = event.target as HTMLInputElement;
  const text = input.value ?? '';
  if (text === '' || brToIso(text)) focusNextField(input);
}
