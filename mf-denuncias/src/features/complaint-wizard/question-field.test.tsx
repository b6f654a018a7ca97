import { Form } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { Question } from '@sisacte/contracts/denuncias/questions';
import { denunciasI18n } from '../../i18n';
import type { WizardValues } from './draft';
import { QuestionField } from './question-field';

jest.setTimeout(60_000);

const question = (q: Partial<Question>): Question => ({ id: 1, enunciado: '', tipo: 1, requerido: false, ordem: 1, status: 1, categoria: { id: 1 }, opcoes: [], parent: null, parentAnswer: null, ...q });

function Harness({ questions }: { questions: Question[] }) {
  const { control, handleSubmit } = useForm<WizardValues>({ defaultValues: { respostas: {} } as unknown as WizardValues });
  return (
    <Form onFinish={handleSubmit(() => undefined)}>
      {questions.map((q) => (
        <QuestionField key={q.id} question={q} control={control} onAnswered={() => undefined} />
      ))}
      <button type="submit">enviar</button>
    </Form>
  );
}

describe('a question of the wizard in the page language', () => {
  afterEach(async () => {
    await denunciasI18n.load('pt');
  });

  it('shows the Spanish statement, options and help text, and its validation message in Spanish', async () => {
    await denunciasI18n.load('es');
    render(
      <Harness
        questions={[
          question({
            id: 7,
            enunciado: '¿Los trabajadores le deben dinero al empleador o al intermediario («gato»)?',
            ajuda: 'El «gato» es la persona que recluta a los trabajadores.',
            tipo: 3,
            requerido: true,
            idioma: 'es',
            opcoes: [
              { id: 71, valor: 'Sí', indicadores: [], idioma: 'es' },
              { id: 72, valor: 'No', indicadores: [], idioma: 'es' },
            ],
          }),
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: /¿Los trabajadores le deben dinero/ });
    expect(group).toHaveAccessibleDescription('El «gato» es la persona que recluta a los trabajadores.');
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeInTheDocument();
    expect(screen.queryByText('(en portugués)')).toBeNull();
    expect(group).toHaveTextContent('(obligatoria)');
    await userEvent.click(screen.getByRole('button', { name: 'enviar' }));
    expect(await screen.findByText('Responda esta pregunta.')).toBeInTheDocument();
  });

  it('marks a question and an option still in Portuguese, in the page language, with their language for screen readers', async () => {
    await denunciasI18n.load('en');
    render(
      <Harness
        questions={[
          question({ id: 8, enunciado: 'Há alojamento para as famílias?', tipo: 4, idioma: 'pt', opcoes: [{ id: 81, valor: 'Yes', indicadores: [], idioma: 'en' }, { id: 82, valor: 'Só para alguns', indicadores: [], idioma: 'pt' }] }),
          question({ id: 9, enunciado: 'How many workers, roughly?', tipo: 2, requerido: true, idioma: 'en', ajuda: 'Write the number only, for example: 20.' }),
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: /Há alojamento para as famílias\?/ });
    expect(group).toHaveTextContent('(in Portuguese)');
    expect(screen.getByText('Há alojamento para as famílias?')).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByText('Só para alguns')).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByRole('checkbox', { name: /Só para alguns \(in Portuguese\)/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Yes' })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /How many workers, roughly\?/ });
    expect(number).toHaveAccessibleDescription('Write the number only, for example: 20.');
    await userEvent.type(number, 'about twenty');
    await userEvent.click(screen.getByRole('button', { name: 'enviar' }));
    expect(await screen.findByText('Type numbers only (for example: 12, 1200 or 3.5).')).toBeInTheDocument();
  });

  it('stays as before in Portuguese: no mark, the Portuguese messages', async () => {
    render(<Harness questions={[question({ id: 10, enunciado: 'Relato', tipo: 1, requerido: true })]} />);
    expect(screen.queryByText('(em português)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'enviar' }));
    await waitFor(() => expect(screen.getByText('Responda esta pergunta.')).toBeInTheDocument());
    expect(screen.getByText('Relato').closest('[lang]')).toBeNull();
  });
});
