import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { ComplaintReceipt } from './complaint-receipt';
import { WizardStyles } from './wizard-styles';
import { RECEIPT_FIXTURE as RECEIPT } from './receipt-fixture';

function renderReceipt() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <div className="wizard">
          <WizardStyles />
          <ComplaintReceipt receipt={RECEIPT} followUpPath="/admin/denuncias/acompanhar" onNew={() => undefined} headingRef={createRef()} />
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = reject;
    reader.readAsText(blob);
  });
}

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('complaint receipt', () => {
  it('never breaks a code across lines', () => {
    renderReceipt();
    for (const id of ['protocolo', 'recibo']) expect(getComputedStyle(screen.getByTestId(id)).whiteSpace).toBe('nowrap');
    expect(screen.getByTestId('recibo')).toHaveTextContent(/^DWB6-556P-NYA3$/);
  });

  it("copies each code with 'Copiar' and says 'Copiado!'", async () => {
    jest.useFakeTimers();
    try {
      renderReceipt();
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código de recibo' }));
      await act(async () => undefined);
      expect(writeText).toHaveBeenCalledWith('DWB6-556P-NYA3');
      expect(screen.getByRole('button', { name: /^Copiado!/ })).toBeInTheDocument();
      expect(screen.getByText('Código de recibo copiado.')).toHaveAttribute('role', 'status');
      // The protocol's own button is untouched; the feedback goes after a while.
      fireEvent.click(screen.getByRole('button', { name: 'Copiar número do protocolo' }));
      await act(async () => undefined);
      expect(writeText).toHaveBeenLastCalledWith('DEN-2026-000007');
      await act(async () => void jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('button', { name: /^Copiado!/ })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("'Baixar comprovante' saves a text file made in the browser: protocol, receipt code, date, public follow-up address and the advice to keep it safe", async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    const createObjectURL = jest.fn((b: Blob) => (blobs.push(b), 'blob:comprovante'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderReceipt();
      fireEvent.click(screen.getByRole('button', { name: /Baixar comprovante/ }));
      expect(saved).toEqual(['comprovante-denuncia-DEN-2026-000007.txt']);
      expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
      const text = await readBlob(blobs[0]!);
      expect(text).toContain('Número do protocolo: DEN-2026-000007');
      expect(text).toContain('Código de recibo: DWB6-556P-NYA3');
      expect(text).toMatch(/Enviada em: 21\/11\/2026 às \d{2}:00/);
      // Even from the staff wizard, the address that needs no login.
      expect(text).toContain(`${window.location.origin}/denunciar/acompanhar`);
      expect(text).toContain('Guarde este comprovante em lugar seguro.');
    } finally {
      click.mockRestore();
    }
  });
});
