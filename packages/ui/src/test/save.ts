import { fireEvent, waitFor } from '@testing-library/react';
import { button, where } from './render-at';
import { watchFor } from './watch-for';

/**
 * Presses 'Salvar' (or `save`), waits until the router is at `path` and checks that `dialog` was shown
 * on the way (a success dialog closes by itself, so it may be gone by then).
 */
export async function saveThenExpect(dialog: string, path: string, save = 'Salvar') {
  const seen = watchFor(dialog);
  fireEvent.click(button(save));
  await waitFor(() => expect(where()).toBe(path), { timeout: 10_000 });
  expect(seen()).toBe(true);
}
