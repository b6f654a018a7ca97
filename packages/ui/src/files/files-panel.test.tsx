import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { StoredFile } from '@sisacte/contracts/files/files';
import { mockedHttp, renderUi } from '../test';
import { AppProviders } from '../providers';
import { FilesPanel } from './files-panel';

jest.mock('@sisacte/api-client', () => jest.requireActual('../test/http-mock').apiClientMock());
const { get, delete: del, saveFile: save } = mockedHttp();

const file = (id: number, name: string, size: number): StoredFile => ({
  id,
  entity: 'course',
  codid: 7,
  name,
  content_type: 'application/pdf',
  size,
  url: `/api/download-file/${'a'.repeat(31)}${id}`,
  author: { id: 1, name: 'Clara Cursos' },
  created_at: '2026-03-10T14:30:00.000Z',
});

/** The browser's upload transport, driven by the test: progress events, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeAll(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});
beforeEach(() => {
  get.mockReset();
  del.mockReset();
  save.mockReset();
  FakeXhr.last = null;
  useSession.setState({ token: 'tok', user: { id: 1, username: 'clara', name: 'Clara', roles: [ROLES.ACOLHIMENTO], exp: Math.floor(Date.now() / 1000) + 3600 } });
});

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Arquivo a enviar'), { target: { files } });

describe('FilesPanel', () => {
  it('lists the record\'s files and uploads one with visible progress, then lists it', async () => {
    get.mockResolvedValueOnce([file(1, 'apostila.pdf', 1536)]);
    renderUi(<FilesPanel entity="course" codid={7} role={ROLES.ACOLHIMENTO} />);
    expect(await screen.findByText('apostila.pdf')).toBeInTheDocument();
    expect(screen.getByText('1,5 KB')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/upload-files', { entity: 'course', codid: 7 });

    get.mockResolvedValueOnce([file(2, 'frequência.pdf', 2048), file(1, 'apostila.pdf', 1536)]);
    pick([new File(['%PDF-1.4 conteúdo'], 'frequência.pdf', { type: 'application/pdf' })]);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload-file?entity=course&codid=7');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('file') as File).name).toBe('frequência.pdf');

    expect(await screen.findByText('Enviando frequência.pdf…')).toBeInTheDocument();
    xhr.progress(45, 100);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do envio de frequência.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    await act(async () => xhr.answer(201, file(2, 'frequência.pdf', 2048)));

    expect(await screen.findByText('Arquivo enviado!')).toBeInTheDocument();
    expect(await screen.findByText('frequência.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the server\'s refusal on screen and lists nothing new', async () => {
    get.mockResolvedValue([]);
    renderUi(<FilesPanel entity="course" codid={7} />);
    expect(await screen.findByText('Nenhum arquivo enviado')).toBeInTheDocument();
    pick([new File(['x'], 'enorme.pdf')]);
    await act(async () => FakeXhr.last!.answer(413, { message: 'O arquivo é maior que o limite de 20 MB', messages: ['O arquivo é maior que o limite de 20 MB'] }));
    const alert = await screen.findByText('enorme.pdf: O arquivo é maior que o limite de 20 MB');
    expect(alert).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('downloads a file under its name and deletes one only after confirming', async () => {
    get.mockResolvedValueOnce([file(3, 'lista.pdf', 10)]);
    save.mockResolvedValue(undefined);
    renderUi(<FilesPanel entity="course" codid={7} />);
    fireEvent.click(await screen.findByText('lista.pdf'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(file(3, 'lista.pdf', 10).url, 'lista.pdf'));

    fireEvent.click(screen.getByRole('button', { name: 'Excluir lista.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Excluir este arquivo?')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('lista.pdf')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await act(async () => {});
    expect(del).not.toHaveBeenCalled();

    del.mockResolvedValue(undefined);
    get.mockResolvedValueOnce([]);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir lista.pdf' }));
    const dialogs = await screen.findAllByRole('dialog');
    fireEvent.click(within(dialogs[dialogs.length - 1]!).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/fileDelete/3'));
    expect(await screen.findByText('Arquivo excluído!')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum arquivo enviado')).toBeInTheDocument();
  });

  it('calls nothing for a user without the role, and offers no upload or delete when read-only', async () => {
    useSession.setState({ token: 'tok', user: { id: 2, username: 'rui', name: 'Rui', roles: [ROLES.RELATORIOS], exp: Math.floor(Date.now() / 1000) + 3600 } });
    const { unmount } = renderUi(<FilesPanel entity="course" codid={7} role={ROLES.ACOLHIMENTO} />);
    expect(screen.getByText('Você não tem permissão para ver os arquivos deste registro')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    unmount();

    get.mockResolvedValueOnce([file(4, 'ata.pdf', 10)]);
    renderUi(<FilesPanel entity="course" codid={7} readOnly />);
    expect(await screen.findByText('ata.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Enviar arquivo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir ata.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar ata.pdf' })).toBeInTheDocument();
  });

  it("shows the files of the record on screen: another record's list that answers late is dropped", async () => {
    const waiting = new Map<number, (files: StoredFile[]) => void>();
    get.mockImplementation((_path: string, query: { codid: number }) => new Promise((answer) => waiting.set(query.codid, answer)));
    const { rerender } = renderUi(<FilesPanel entity="course" codid={7} />);
    await waitFor(() => expect(waiting.has(7)).toBe(true));
    rerender(
      <AppProviders>
        <FilesPanel entity="course" codid={8} />
      </AppProviders>,
    );
    await waitFor(() => expect(waiting.has(8)).toBe(true));
    await act(async () => waiting.get(8)!([{ ...file(3, 'lista-do-curso-8.pdf', 900), codid: 8 }]));
    expect(await screen.findByText('lista-do-curso-8.pdf')).toBeInTheDocument();
    // course 7's answer arrives last
    await act(async () => waiting.get(7)!([file(1, 'apostila.pdf', 1536)]));
    expect(screen.getByText('lista-do-curso-8.pdf')).toBeInTheDocument();
    expect(screen.queryByText('apostila.pdf')).not.toBeInTheDocument();
  });
});
