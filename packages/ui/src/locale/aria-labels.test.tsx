import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Input, Select, Table } from 'antd';
import { CloseOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import { showPageTexts } from '../i18n/page-texts';
import { portugueseT } from '../i18n/portuguese-t';
import en from '../i18n/ui-locales/en.json';
import es from '../i18n/ui-locales/es.json';
import { watchAria } from './aria-labels';

let stop: () => void;
beforeEach(() => {
  stop = watchAria(document.body);
});
afterEach(() => stop());

describe('the aria watcher', () => {
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

  describe("on a public page, in the visitor's language", () => {
    // the kit's texts in a language, as PublicLanguageProvider registers them (its `t` fills in {{n}} alike)
    const spanish = { language: 'es' as const, t: portugueseT(es) };
    const english = { language: 'en' as const, t: portugueseT(en) };

    const page = (
      <>
        <Input aria-label="Nombre" allowClear defaultValue="Maria" />
        <Button icon={<CloseOutlined />} />
        <Table rowKey="id" pagination={false} dataSource={[{ id: 1, name: 'Maria' }]} columns={[{ title: 'Nombre', dataIndex: 'name' }]} rowSelection={{}} />
      </>
    );

    it('names the buttons and translates the row checkboxes in Spanish, renames them when the language changes, and gives Portuguese back', async () => {
      const shown = showPageTexts(spanish);
      render(page);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Marcar fila 1' })).toBeInTheDocument();

      act(() => shown.set(english));
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeInTheDocument();

      act(() => shown.remove());
      expect(screen.getByRole('button', { name: 'Apagar' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Marcar linha 1' })).toBeInTheDocument();
    });

    it('follows a change of language also when the page was in its language before the watcher started', async () => {
      // as on /denunciar?lang=es: the provider registers Spanish before the app's providers start the watcher
      stop();
      const shown = showPageTexts(spanish);
      stop = watchAria(document.body);
      render(page);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument());
      act(() => shown.set(english));
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      act(() => shown.remove());
    });

    it('leaves a name its author gave after the watcher named the control', async () => {
      render(<Button icon={<CloseOutlined />} />);
      const button = await screen.findByRole('button', { name: 'Fechar' });
      button.setAttribute('aria-label', 'Fechar o aviso');
      const shown = showPageTexts(spanish);
      expect(button).toHaveAccessibleName('Fechar o aviso');
      act(() => shown.remove());
    });
  });
});
