import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, where } from './render-at';
import { watchFor } from './watch-for';

/** Types `value` into the field labelled `label`. */
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export interface SaveExpectations {
  /** The button that saves ('Salvar'). */
  save?: string;
  /** The request the save made: the mocked call and its expected arguments (`put, '/api/course', body`). */
  sent?: [call: jest.Mock, ...args: unknown[]];
}

/**
 * Presses 'Salvar' (or `save`), waits until the router is at `path` and checks that `dialog` was shown
 * on the way (a success dialog closes by itself, so it may be gone by then), and that `sent` was the request.
 */
export async function saveThenExpect(dialog: string, path: string, { save = 'Salvar', sent }: SaveExpectations = {}) {
  const seen = watchFor(dialog);
  fireEvent.click(button(save));
  await waitFor(() => expect(where()).toBe(path), { timeout: 10_000 });
  expect(seen()).toBe(true);
  if (sent) {
    const [call, ...args] = sent;
    expect(call).toHaveBeenCalledWith(...args);
  }
}

/** Presses 'Salvar': the server's refusal `message` is shown and the form stays where it is. */
export async function saveThenRefused(message: string | RegExp) {
  const path = where();
  fireEvent.click(button('Salvar'));
  expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(where()).toBe(path);
}

/** Presses 'Salvar': the form's own checks say each of `messages`, and nothing is sent (`call` not made). */
export async function saveThenInvalid(messages: string | readonly string[], call: jest.Mock) {
  fireEvent.click(button('Salvar'));
  for (const message of typeof messages === 'string' ? [messages] : messages) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(call).not.toHaveBeenCalled();
}
