import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sisacte/api-client';
import { makePage } from '@sisacte/contracts/common/page';
import { button, httpAnswering, renderAt, saveThenExpect, saveThenInvalid, where } from '@sisacte/ui/test';
import { ForwardingTypeFormPage } from './forwarding-type-form-page';
import { ForwardingTypeListPage } from './forwarding-type-list-page';

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get, create, put, delete: del } = httpAnswering({
  '/api/forwarding-type/3': { id: 3, title: 'CRAS' },
  '/api/forwarding-types': makePage([{ id: 3, title: 'CRAS' }, { id: 2, title: 'Saúde' }], 2, 0, 20),
});

describe('referral type form (/admin/tipos-encaminhamentos/cadastrar, /{id})', () => {
  it('needs a title; success shows "Tipo de Encaminhamento Cadastrado!" then the list', async () => {
    create.mockResolvedValue({ id: 4, title: 'Defensoria Pública' });
    renderAt(<ForwardingTypeFormPage />, '/admin/tipos-encaminhamentos/cadastrar', '/admin/tipos-encaminhamentos/cadastrar');
    await saveThenInvalid('Título deve ter ao menos 2 caracteres', create);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Defensoria Pública' } });
    await saveThenExpect('Tipo de Encaminhamento Cadastrado!', '/admin/tipos-encaminhamento');
    expect(create).toHaveBeenCalledWith('/api/forwarding-type', { title: 'Defensoria Pública' });
  });

  it("a refusal shows the server's message and keeps the form; the edit sends the id", async () => {
    put.mockRejectedValueOnce(new ApiError('x', 400, ['Já existe o tipo de encaminhamento "Saúde"']));
    renderAt(<ForwardingTypeFormPage />, '/admin/tipos-encaminhamentos/3', '/admin/tipos-encaminhamentos/:forwarding_type_id');
    const title = await screen.findByDisplayValue('CRAS');
    fireEvent.change(title, { target: { value: 'saude' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Já existe o tipo de encaminhamento "Saúde"')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/forwarding-type', { id: 3, title: 'saude' });
    expect(where()).toBe('/admin/tipos-encaminhamentos/3');
    // the message is about the title: it goes when the title changes
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'CRAS Centro' } });
    await waitFor(() => expect(screen.queryByText('Já existe o tipo de encaminhamento "Saúde"')).toBeNull());
  });
});

describe('referral type list (/admin/tipos-encaminhamento)', () => {
  it('lists by the address title, newest first; a type in use is not deleted and the server says why', async () => {
    const inUse = 'O tipo de encaminhamento "CRAS" não pode ser excluído: está em uso em 2 encaminhamento(s)';
    del.mockRejectedValue(new ApiError(inUse, 400));
    renderAt(<ForwardingTypeListPage />, '/admin/tipos-encaminhamento?title=CR');
    expect(await screen.findByText('CRAS')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/forwarding-types', { title: 'CR', page: 0, size: 20, sort: 'id,desc' });
    expect(screen.getByText('CRAS').closest('a')).toHaveAttribute('href', '/admin/tipos-encaminhamentos/3');
    fireEvent.click(screen.getByLabelText('Excluir CRAS'));
    expect(await screen.findByText('Excluir o tipo de encaminhamento "CRAS"?', { selector: '.ant-modal-confirm-title' }, { timeout: 5000 })).toBeInTheDocument();
    const ok = await screen.findAllByText('Excluir', undefined, { timeout: 5000 });
    fireEvent.click(ok.at(-1)!.closest('button')!);
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/forwarding-type/3'));
    expect(await screen.findByText(inUse, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('CRAS')).toBeInTheDocument();
  });
});
