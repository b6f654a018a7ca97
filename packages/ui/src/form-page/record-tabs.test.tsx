import { fireEvent, screen } from '@testing-library/react';
import { renderAt, where } from '../test/render-at';
import { RecordTabs } from './record-tabs';

jest.setTimeout(30_000);

interface Course {
  id: number;
  name: string;
}

const tabs = (course: Course | undefined) => (
  <RecordTabs<Course, 'info' | 'people' | 'files'>
    record={course}
    form={{ key: 'info', label: 'Dados gerais', children: <p>o formulário</p> }}
    tabs={[
      { key: 'people', label: 'Participantes', count: 3, children: (c) => <p>participantes de {c.name}</p> },
      { key: 'files', label: 'Arquivos', children: (c) => <p>arquivos de {c.name}</p> },
    ]}
  />
);

describe('RecordTabs', () => {
  it('a new record has only its form: the other tabs are disabled, whatever the address asks', () => {
    renderAt(tabs(undefined), '/cursos/novo?tab=people');
    expect(screen.getByText('o formulário')).toBeInTheDocument();
    expect(screen.getByText('Participantes').closest('[role="tab"]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Participantes (3)')).toBeNull();
  });

  it("a stored record opens the address's tab, counts beside the label, and a tab's change goes to the address", () => {
    renderAt(tabs({ id: 4, name: 'Costura' }), '/cursos/4?tab=people');
    expect(screen.getByText('participantes de Costura')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Arquivos'));
    expect(screen.getByText('arquivos de Costura')).toBeInTheDocument();
    expect(where()).toBe('/cursos/4?tab=files');
    // the first tab leaves the address clean
    fireEvent.click(screen.getByText('Dados gerais'));
    expect(where()).toBe('/cursos/4');
    expect(screen.getByText('Participantes (3)')).toBeInTheDocument();
  });
});
