import { fireEvent, screen } from '@testing-library/react';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { renderAt } from '../../shared/test-utils';
import { WelcomedAfterSaveDialog } from './welcomed-after-save-dialog';

jest.setTimeout(30_000);

describe('WelcomedAfterSaveDialog', () => {
  it('offers only screens that exist: the list and the family tab (no check-in, no new referral yet)', () => {
    const onChoose = jest.fn();
    renderAt(<WelcomedAfterSaveDialog created={{ id: 7 } as Welcomed} onChoose={onChoose} />, '/admin/cadastros/cadastrar');
    const buttons = [...document.querySelectorAll('.ant-modal button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Voltar para a lista', 'Família']);
    expect(screen.queryByText('Check-in')).toBeNull();
    expect(screen.queryByText('Novo encaminhamento')).toBeNull();
    fireEvent.click(screen.getByText('Família').closest('button')!);
    expect(onChoose).toHaveBeenCalledWith('/admin/cadastros/7?tab=parents');
  });
});
