import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { type ArchiveRequest } from '@sisacte/contracts/notificacoes/archive-requests';
import { mockedHttp, renderAt, signIn, where } from '@sisacte/ui/test';
import { ArchiveActions } from './archive-actions';
import { ArchiveResultDialog } from './archive-result-dialog';

jest.setTimeout(60_000);
jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get, create } = mockedHttp();

const wrap = (ui: React.ReactElement) => renderAt(ui, '/admin/denuncias/profile/7');

const request = (status: ArchiveRequest['status'], tipo: ArchiveRequest['tipo'] = 'Arquivamento'): ArchiveRequest => ({
  id: 3,
  tipo,
  status,
  src_id: 7,
  conteudo: { titulo: 'Fechou', justificativaAuditor: 'Vendida' },
  created_by: 'rita',
  author: { id: 2, name: 'Rita' },
  created_at: '2026-11-20T12:00:00Z',
  decided_by: null,
  decided_at: null,
});

/** The button once it can be pressed: it stays disabled until the complaint's last request has been read. */
async function enabledButton(name: string | RegExp) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

beforeEach(() => {
  get.mockReset();
  create.mockReset();
});

describe('the archive decision dialog', () => {
  it.each([
    ['Arquivamento', 'Deferido', 'Arquivamento da Denúncia!'],
    ['Arquivamento', 'Indeferido', 'Arquivamento indeferido!'],
    ['Desarquivamento', 'Deferido', 'Desarquivamento da Denúncia!'],
    ['Desarquivamento', 'Indeferido', 'Desarquivamento indeferido!'],
  ] as const)('%s %s: titled "%s", offering the list or the archived list', async (tipo, decision, title) => {
    wrap(<ArchiveResultDialog outcome={{ tipo, decision }} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Denúncias arquivadas' }));
    expect(where()).toBe('/admin/denuncias-arquivadas');
  });

  it('"Lista de denúncias" goes to the list', async () => {
    wrap(<ArchiveResultDialog outcome={{ tipo: 'Arquivamento', decision: 'Deferido' }} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lista de denúncias' }));
    expect(where()).toBe('/admin/denuncias');
  });
});

describe('ArchiveActions', () => {
  it('a pending request of the type shows on the button, which sends nothing', async () => {
    signIn([ROLES.DENUNCIAS]);
    get.mockResolvedValue(request('Em avaliação'));
    wrap(<ArchiveActions complaintId={7} arquivada={false} onChanged={() => undefined} />);
    const button = await screen.findByTestId('archive-pending');
    expect(button).toHaveTextContent('Arquivamento em avaliação');
    expect(button).toBeDisabled();
    expect(get).toHaveBeenCalledWith('/api/ultima_notificacao_por_denuncia/7/Arquivamento');
  });

  it('a non-holder requests (title and justification required); the request is sent as the contract says', async () => {
    signIn([ROLES.DENUNCIAS]);
    get.mockResolvedValue(null);
    create.mockResolvedValue(request('Em avaliação', 'Desarquivamento'));
    const changed = jest.fn();
    wrap(<ArchiveActions complaintId={7} arquivada onChanged={changed} />);
    const ask = await enabledButton(/Solicitar desarquivamento/);
    fireEvent.click(ask);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Reaberta' } });
    fireEvent.change(screen.getByLabelText('Justificativa'), { target: { value: 'Nova fiscalização' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Pedido enviado para avaliação!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('/api/notificacoes', { tipo: 'Desarquivamento', src_id: 7, conteudo: { titulo: 'Reaberta', justificativaAuditor: 'Nova fiscalização' } });
    expect(changed).toHaveBeenCalled();
  });

  it('a holder archives directly and gets the decision dialog', async () => {
    signIn([ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    get.mockResolvedValue(null);
    create.mockResolvedValue(request('Deferido'));
    wrap(<ArchiveActions complaintId={7} arquivada={false} onChanged={() => undefined} />);
    fireEvent.click(await enabledButton(/^Arquivar$/));
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Fechou' } });
    fireEvent.change(screen.getByLabelText('Justificativa'), { target: { value: 'Vendida' } });
    // the dialog's 'Arquivar' (the page's button of the same name comes first)
    fireEvent.click(screen.getAllByRole('button', { name: 'Arquivar' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Arquivamento da Denúncia!' })).toBeInTheDocument();
  });
});
