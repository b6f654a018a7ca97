import { screen } from '@testing-library/react';
import { type WelcomedHistoryEntry } from '@sisacte/contracts/acolhimento/welcomed-history';
import { mockedHttp, renderAt } from '@sisacte/ui/test';
import { WelcomedHistoryTab } from './welcomed-history-tab';

jest.setTimeout(60_000);

jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
const { get } = mockedHttp();

const author = { id: 2, name: 'Clara Souza' };
const entries: WelcomedHistoryEntry[] = [
  { id: 1, created_at: '2026-03-01T12:00:00Z', author, action: 'create', event: null, changes: [] },
  { id: 2, created_at: '2026-03-02T12:00:00Z', author, action: 'update', event: 'Check-in', changes: [{ field: 'checkin', label: 'Check-in', from: null, to: '02/03/2026' }] },
  { id: 3, created_at: '2026-03-05T12:00:00Z', author, action: 'update', changes: [{ field: 'phone', label: 'Telefone', from: '1', to: '2' }] },
];

it("names each entry by its event ('Check-in'…) where the server gives one, otherwise by its action, newest first", async () => {
  get.mockResolvedValue(entries);
  renderAt(<WelcomedHistoryTab welcomedId={5} version={1} />, '/admin/cadastros/5?tab=history');
  await screen.findByRole('list', { name: 'Histórico de alterações' });
  const tags = [...document.querySelectorAll('[role="listitem"] .ant-tag')].map((t) => t.textContent);
  expect(tags).toEqual(['Alteração', 'Check-in', 'Cadastro']);
});
