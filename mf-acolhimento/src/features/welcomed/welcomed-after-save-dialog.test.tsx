import { fireEvent, screen } from '@testing-library/react';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { renderAt } from '@sisacte/ui/test';
import { WelcomedAfterSaveDialog } from './welcomed-after-save-dialog';

jest.setTimeout(30_000);

describe('WelcomedAfterSaveDialog', () => {
  it('offers the list, the family tab, the check-in and a new referral', () => {
    const onChoose = jest.fn();
    renderAt(<WelcomedAfterSaveDialog created={{ id: 7 } as Welcomed} onChoose={onChoose} />, '/admin/cadastros/cadastrar');
    const buttons = [...document.querySelectorAll('.ant-modal button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Voltar para a lista', 'Família', 'Check-in', 'Novo encaminhamento']);
    fireEvent.click(screen.getByText('Família').closest('button')!);
    expect(onChoose).toHaveBeenCalledWith('/admin/cadastros/7?tab=parents');
  });

  it("'Check-in' opens the check-in with the new person filled in", () => {
    const onChoose = jest.fn();
    renderAt(<WelcomedAfterSaveDialog created={{ id: 7 } as Welcomed} onChoose={onChoose} />, '/admin/cadastros/cadastrar');
    fireEvent.click(screen.getByText('Check-in').closest('button')!);
    expect(onChoose).toHaveBeenCalledWith('/admin/estadias/checkin?welcomed_id=7');
  });

  it("'Novo encaminhamento' opens the new referral with the new person filled in", () => {
    const onChoose = jest.fn();
    renderAt(<WelcomedAfterSaveDialog created={{ id: 7 } as Welcomed} onChoose={onChoose} />, '/admin/cadastros/cadastrar');
    fireEvent.click(screen.getByText('Novo encaminhamento').closest('button')!);
    expect(onChoose).toHaveBeenCalledWith('/admin/encaminhamentos/cadastrar?welcomed_id=7');
  });
});
