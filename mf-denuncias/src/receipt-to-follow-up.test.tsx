// From the complaint's receipt to its follow-up: the wizard's 'Acompanhar a denúncia' opens the follow-up page (another
// feature) with the form filled.
import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { ComplaintReceipt } from './features/complaint-wizard/complaint-receipt';
import { FollowUpPage } from './features/follow-up/follow-up-page';
import { RECEIPT_FIXTURE as RECEIPT } from './features/complaint-wizard/receipt-fixture';

describe('receipt to follow-up', () => {
  it("'Acompanhar a denúncia' opens the follow-up form filled with the protocol and the code, which the address never shows", async () => {
    const seen: string[] = [];
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/denunciar']}>
          <Routes>
            <Route path="/denunciar" element={<ComplaintReceipt receipt={RECEIPT} followUpPath="/denunciar/acompanhar" onNew={() => undefined} headingRef={createRef()} />} />
            <Route path="/denunciar/acompanhar" element={<FollowUpPage wizardPath="/denunciar" />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const link = screen.getByRole('link', { name: 'Acompanhar a denúncia' });
    seen.push(link.getAttribute('href') ?? '');
    await act(async () => fireEvent.click(link));
    expect(await screen.findByLabelText('Número do protocolo')).toHaveValue('DEN-2026-000007');
    expect(screen.getByLabelText('Código de recibo')).toHaveValue('DWB6-556P-NYA3');
    expect(seen.join(' ')).not.toContain('DWB6');
  });
});
