import { act, fireEvent, screen } from '@testing-library/react';

/** Opens an antd select found by its label. */
export function openSelect(label: string | RegExp): HTMLElement {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  return input;
}

/** Types into an (open) antd select's search box. */
export function typeInSelect(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** The option of the open dropdown with this exact text; then lets the lookups it starts settle. */
export async function pickOption(text: string) {
  const option = await screen.findByTitle(text);
  fireEvent.click(option);
  await act(async () => {});
}

/** Opens the select labelled `label` and clicks `option` (the last one with that text: the open dropdown's). */
export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.at(-1)!);
}
