import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Input, Select, Table } from 'antd';
import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { watchAria } from './aria-pt-br';

let stop: () => void;
beforeEach(() => {
  stop = watchAria(document.body);
});
afterEach(() => stop());

describe('the Portuguese aria watcher', () => {
  it("hides an icon's English name, so a button says only its text", async () => {
    render(<Button icon={<SearchOutlined />}>Pesquisar Cadastro</Button>);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleName('Pesquisar Cadastro'));
    expect(screen.queryByRole('img', { name: 'search' })).toBeNull();
  });

  it('leaves an icon labelled by its author, and an icon-only button keeps its own label', async () => {
    render(
      <>
        <SearchOutlined aria-label="Lupa" />
        <Button aria-label="Editar Maria" icon={<EditOutlined />} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleName('Editar Maria'));
    expect(screen.getByRole('img', { name: 'Lupa' })).toBeInTheDocument();
  });

  it("names antd's clear buttons in Portuguese, apart from a form's 'Limpar': the text field's and the select's", async () => {
    render(
      <>
        <Input aria-label="Nome" allowClear defaultValue="Maria" />
        <Select aria-label="Sexo" allowClear value="F" options={[{ value: 'F', label: 'Feminino' }]} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Apagar' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /clear|close/i })).toBeNull();
  });

  it("translates a table's row checkboxes, also after antd relabels them on a click", async () => {
    function People() {
      const [keys, setKeys] = useState<React.Key[]>([]);
      return (
        <Table
          rowKey="id"
          pagination={false}
          dataSource={[{ id: 1, name: 'Maria' }]}
          columns={[{ title: 'Nome', dataIndex: 'name' }]}
          rowSelection={{ selectedRowKeys: keys, onChange: setKeys }}
        />
      );
    }
    render(<People />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Marcar todos desta página' })).toBeInTheDocument());
    const row = screen.getByRole('checkbox', { name: 'Marcar linha 1' });
    act(() => {
      fireEvent.click(row);
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Linha 1 marcada' })).toBeChecked());
    expect(document.body.innerHTML).not.toMatch(/aria-label="(Select|Row)/);
  });
});
