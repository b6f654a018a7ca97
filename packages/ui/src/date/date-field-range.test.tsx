import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AppProviders } from '../providers';
import { DateField, openingDay, type DateFieldProps } from './date-field';

// antd's picker in jsdom on a shared, busy machine
jest.setTimeout(30_000);

type EndProps = Pick<DateFieldProps, 'openOn' | 'rangeHints'>;

/** A course-like form: a name, a start, an end not before the start, a description and 'Salvar'. */
function CourseLikeForm({ onSubmit, initialStart = null, end: endProps = {} }: { onSubmit: (v: unknown) => void; initialStart?: string | null; end?: EndProps }) {
  const [start, setStart] = useState<string | null>(initialStart);
  const [end, setEnd] = useState<string | null>(null);
  return (
    <AppProviders>
      <form aria-label="Novo curso" onSubmit={(e) => (e.preventDefault(), onSubmit({ start, end }))}>
        <label htmlFor="nome">Nome</label>
        <input id="nome" />
        <label htmlFor="inicio">Data de início</label>
        <DateField id="inicio" value={start} onChange={setStart} />
        <label htmlFor="termino">Data de término</label>
        <DateField id="termino" value={end} onChange={setEnd} min={start ?? undefined} {...endProps} />
        <label htmlFor="descricao">Descrição</label>
        <textarea id="descricao" />
        <button type="submit">Salvar</button>
      </form>
      <output data-testid="datas">{`${start ?? '-'} ${end ?? '-'}`}</output>
    </AppProviders>
  );
}

/** Opens the calendar of the field labelled `label`; gives the panel's visible month as 'MM/YYYY'. */
async function openCalendar(label: string) {
  await userEvent.setup().click(screen.getByLabelText(label));
  const panel = await waitFor(() => {
    const open = Array.from(document.querySelectorAll('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).pop();
    expect(open).toBeDefined();
    return open!;
  });
  // The first day of the visible month is the one cell 'in view' with day 1.
  const first = Array.from(panel.querySelectorAll('td.ant-picker-cell-in-view')).find((td) => td.textContent === '1')!;
  return dayjs(first.getAttribute('title')!).format('MM/YYYY');
}

const cell = (iso: string) => Array.from(document.querySelectorAll(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${iso}"]`)).pop()!;

describe('Enter in a date field', () => {
  it('confirms the typed date and moves to the next field, never submitting the form; Salvar does', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CourseLikeForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Data de início'));
    await user.keyboard('05/12/2026{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('datas')).toHaveTextContent('2026-12-05 -'));
    expect(screen.getByLabelText('Data de término')).toHaveFocus();

    await user.keyboard('10/12/2026{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('datas')).toHaveTextContent('2026-12-05 2026-12-10'));
    expect(screen.getByLabelText('Descrição')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ start: '2026-12-05', end: '2026-12-10' });
  });

  it('an incomplete date keeps the focus to be finished, and is not sent either', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CourseLikeForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Data de início'));
    await user.keyboard('05/12{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Data de início')).toHaveFocus();
  });

  it('an empty date field moves on too (an optional end left blank)', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CourseLikeForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Data de término'));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Descrição')).toHaveFocus();
  });
});

describe("a range's end", () => {
  const start = dayjs().add(2, 'month').date(15);
  const startIso = start.format('YYYY-MM-DD');

  it("opens on the start's month when the start is later than today, and a day before it says why it cannot be picked", async () => {
    render(<CourseLikeForm onSubmit={jest.fn()} initialStart={startIso} />);
    expect(await openCalendar('Data de término')).toBe(start.format('MM/YYYY'));
    const before = cell(start.subtract(1, 'day').format('YYYY-MM-DD'));
    expect(before).toHaveClass('ant-picker-cell-disabled');
    expect(before.querySelector('.ant-picker-cell-inner')).toHaveAttribute('title', `A data não pode ser anterior a ${start.format('DD/MM/YYYY')}`);
    expect(cell(startIso)).not.toHaveClass('ant-picker-cell-disabled');
    expect(screen.getByText(`A data não pode ser anterior a ${start.format('DD/MM/YYYY')}.`)).toBeInTheDocument();
  });

  it("opens on the start's month given as openOn, even when the start is long past, and says the form's own reason", async () => {
    render(
      <CourseLikeForm onSubmit={jest.fn()} initialStart="2020-03-15"
        end={{ openOn: '2020-03-15', rangeHints: { min: 'A data de término não pode ser anterior à data de início' } }} />,
    );
    expect(await openCalendar('Data de término')).toBe('03/2020');
    expect(cell('2020-03-14').querySelector('.ant-picker-cell-inner')).toHaveAttribute('title', 'A data de término não pode ser anterior à data de início');
    expect(screen.getByText('A data de término não pode ser anterior à data de início.')).toBeInTheDocument();
  });

  it('a day picked there is the end', async () => {
    render(<CourseLikeForm onSubmit={jest.fn()} initialStart={startIso} />);
    await openCalendar('Data de término');
    const end = start.add(3, 'day').format('YYYY-MM-DD');
    fireEvent.click(cell(end).querySelector('.ant-picker-cell-inner')!);
    await waitFor(() => expect(screen.getByTestId('datas')).toHaveTextContent(`${startIso} ${end}`));
  });
});

describe('openingDay', () => {
  const today = '2026-11-20';
  it('is today (antd’s own) unless today cannot be picked: then the nearest day that can', () => {
    expect(openingDay({}, today)).toBeUndefined();
    expect(openingDay({ min: '2026-01-01' }, today)).toBeUndefined();
    expect(openingDay({ min: '2026-12-05' }, today)).toBe('2026-12-05');
    expect(openingDay({ max: '2026-10-31' }, today)).toBe('2026-10-31');
    expect(openingDay({ openOn: '2020-03-15', min: '2020-03-15' }, today)).toBe('2020-03-15');
    expect(openingDay({ openOn: '2020-03-15', min: '2021-01-01' }, today)).toBe('2021-01-01');
  });
});
