import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FOLLOW_UP_RATE_LIMITED_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import { AppProviders } from '@sisacte/ui';
import { FollowUpPage } from './follow-up-page';

// The real API client: only fetch answers, as the server would.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })) as unknown as typeof fetch;
}

async function lookUp() {
  render(
    <AppProviders>
      <MemoryRouter>
        <FollowUpPage wizardPath="/denunciar" />
      </MemoryRouter>
    </AppProviders>,
  );
  fireEvent.change(screen.getByLabelText('Número do protocolo'), { target: { value: 'DEN-2026-000123' } });
  fireEvent.change(screen.getByLabelText('Código de recibo'), { target: { value: 'AAAA-BBBB-CCCC' } });
  fireEvent.click(screen.getByRole('button', { name: /Consultar/ }));
}

describe('the anonymous follow-up', () => {
  it('says when to try again after too many lookups, from the answer’s Retry-After', async () => {
    answer(429, { message: FOLLOW_UP_RATE_LIMITED_MESSAGE, messages: [FOLLOW_UP_RATE_LIMITED_MESSAGE] }, { 'retry-after': '290' });
    await lookUp();
    expect(await screen.findByText('Muitas consultas deste endereço. Tente novamente em 5 minutos.')).toBeInTheDocument();
  });

  it('shows the status of the complaint found', async () => {
    answer(200, { numerodemanda: 'DEN-2026-000123', status: 'Protocolada', createdAt: '2026-11-21T15:00:00Z' });
    await lookUp();
    expect(await screen.findByText('DEN-2026-000123')).toBeInTheDocument();
  });
});
