import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@sisacte/api-client';
import { AppProviders } from '../providers';
import { AfterSaveDialog, FormActions, FormPage } from './form-page';
import { ServerErrors, useServerErrors } from './server-errors';
import { useEntityForm, type EntityFormOptions } from './use-entity-form';

jest.setTimeout(30_000);

interface Thing {
  id: number;
  name: string;
}
type Body = { name: string };

function ThingForm({ thing, onSubmit }: { thing?: Thing; onSubmit: (b: Body) => Promise<void> }) {
  const [name, setName] = useState(thing?.name ?? '');
  const errors = useServerErrors();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void errors.run(() => onSubmit({ name }));
      }}
    >
      <ServerErrors messages={errors.messages} />
      <input aria-label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
      <FormActions onCancel={() => {}} submitting={false} />
    </form>
  );
}

function ThingPage(props: Omit<EntityFormOptions<Thing, Body>, 'idParam'> & { idParam?: string }) {
  const thing = useEntityForm<Thing, Body>({ ...props, idParam: props.idParam });
  return (
    <FormPage title="Coisa" loadError={thing.loadError} onBack={() => {}} loading={thing.editing && !thing.record}>
      <ThingForm key={thing.version} thing={thing.record} onSubmit={thing.save} />
    </FormPage>
  );
}

function renderPage(props: Parameters<typeof ThingPage>[0]) {
  return render(
    <AppProviders>
      <MemoryRouter>
        <Routes>
          <Route path="*" element={<ThingPage {...props} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const options = () => ({
  load: jest.fn(async (id: number) => ({ id, name: `Coisa ${id}` })),
  create: jest.fn(async (b: Body) => ({ id: 9, ...b })),
  update: jest.fn(async (id: number, b: Body) => ({ id, ...b })),
  messages: { created: 'Coisa Cadastrada!', updated: 'Dados atualizados!' },
  afterSave: jest.fn(),
  notFoundMessage: 'Coisa não encontrada',
});

describe('FormPage with useEntityForm', () => {
  it('edits by id: loads the record into the form, updates it, shows the success dialog, then calls afterSave', async () => {
    const o = options();
    renderPage({ ...o, idParam: '4' });
    expect(await screen.findByDisplayValue('Coisa 4')).toBeInTheDocument();
    expect(o.load).toHaveBeenCalledWith(4);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Nova' } });
    fireEvent.click(screen.getByText('Salvar'));
    expect((await screen.findAllByText('Dados atualizados!')).length).toBeGreaterThan(0);
    await waitFor(() => expect(o.afterSave).toHaveBeenCalledWith({ id: 4, name: 'Nova' }, 'updated'), { timeout: 4000 });
    expect(o.update).toHaveBeenCalledWith(4, { name: 'Nova' });
    expect(o.create).not.toHaveBeenCalled();
  });

  it('creates without an id: no load, the "created" success dialog, then afterSave', async () => {
    const o = options();
    renderPage(o);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Primeira' } });
    fireEvent.click(screen.getByText('Salvar'));
    expect((await screen.findAllByText('Coisa Cadastrada!')).length).toBeGreaterThan(0);
    await waitFor(() => expect(o.afterSave).toHaveBeenCalledWith({ id: 9, name: 'Primeira' }, 'created'), { timeout: 4000 });
    expect(o.load).not.toHaveBeenCalled();
  });

  it('a bad id is not found, and a load failure shows its message instead of the form', async () => {
    renderPage({ ...options(), idParam: 'abc' });
    expect(await screen.findByText('Coisa não encontrada')).toBeInTheDocument();
    expect(screen.getByText('Voltar para a lista')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome')).toBeNull();
  });

  it('lists the server 400 messages above the form and keeps what was typed', async () => {
    const o = { ...options(), create: jest.fn(async () => Promise.reject(new ApiError('Nome já existe', 400, ['Nome já existe', 'outro.campo: Outro erro']))) };
    renderPage(o);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Repetida' } });
    fireEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Nome já existe')).toBeInTheDocument();
    expect(screen.getByText('Outro erro')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Repetida');
    expect(o.afterSave).not.toHaveBeenCalled();
  });
});

describe('AfterSaveDialog', () => {
  it('offers one button per choice and cannot be dismissed otherwise', () => {
    const onChoose = jest.fn();
    render(
      <AppProviders>
        <AfterSaveDialog open title="Salvo! O que deseja fazer agora?" choices={[{ label: 'Voltar para a lista', onChoose }, { label: 'Outra', primary: true, onChoose: () => {} }]} />
      </AppProviders>,
    );
    expect(screen.getByText('Salvo! O que deseja fazer agora?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Close')).toBeNull();
    fireEvent.click(screen.getByText('Voltar para a lista'));
    expect(onChoose).toHaveBeenCalled();
  });
});

/** Two fields, each reporting its changes to the hook, as a react-hook-form's `watch` would. */
function TwoFieldForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [values, setValues] = useState({ cpf: '', name: '' });
  const errors = useServerErrors({ fieldOf: (m) => (m.startsWith('CPF já cadastrado') ? 'cpf' : undefined) });
  const change = (field: 'cpf' | 'name', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.fieldChanged(field);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void errors.run(onSubmit);
      }}
    >
      <ServerErrors messages={errors.messages} />
      <input aria-label="CPF" value={values.cpf} onChange={(e) => change('cpf', e.target.value)} />
      <input aria-label="Nome" value={values.name} onChange={(e) => change('name', e.target.value)} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('useServerErrors', () => {
  it("clears a field's server messages when that field changes, and keeps the others", async () => {
    const refuse = async () => {
      throw new ApiError('CPF já cadastrado para Maria', 400, ['CPF já cadastrado para Maria', 'name: Nome muito curto', 'Tente de novo mais tarde']);
    };
    render(
      <AppProviders>
        <TwoFieldForm onSubmit={refuse} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('CPF já cadastrado para Maria')).toBeInTheDocument();
    expect(screen.getByText('Nome muito curto')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('CPF'), { target: { value: '111.444.777-35' } });
    expect(screen.queryByText('CPF já cadastrado para Maria')).toBeNull();
    expect(screen.getByText('Nome muito curto')).toBeInTheDocument();

    // the server's own validation line names its field
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Maria José' } });
    expect(screen.queryByText('Nome muito curto')).toBeNull();
    // a message about no field stays until the next attempt
    expect(screen.getByText('Tente de novo mais tarde')).toBeInTheDocument();
  });
});
