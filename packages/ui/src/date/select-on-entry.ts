import { useRef, type FocusEvent, type MouseEvent } from 'react';

const inputOf = (element: EventTarget | null): HTMLInputElement | null =>
  element instanceof HTMLInputElement ? element : element instanceof HTMLElement ? element.querySelector('input') : null;

/**
 * Entering a date field selects its text, as date inputs do: typing replaces the date shown instead of adding to it
 * ('28/11/202625/11/2026'). A click that brings the focus selects too (the browser would put the caret where the
 * pointer is, after the focus); a later click places the caret, to correct one digit.
 */
export function useSelectOnEntry() {
  const pressedFromOutside = useRef(false);
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => inputOf(event.target)?.select(),
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      const input = inputOf(event.currentTarget) ?? inputOf(event.target);
      pressedFromOutside.current = !!input && input.ownerDocument.activeElement !== input;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!pressedFromOutside.current) return;
      pressedFromOutside.current = false;
      (inputOf(event.currentTarget) ?? inputOf(event.target))?.select();
    },
  };
}
