import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';

/** The person the records under test are about (stays, referrals, monitoring visits). */
export const ANA: WelcomedRef = { id: 5, name: 'Ana Pérez', cpf: null, status: 'active' };

/** The GET of her record, as a form asks for the person its address names (?welcomed_id=5, /…/5). */
export const ANA_ANSWERS = { '/api/welcomeds/5': { ...ANA, gender: 'Feminino' } };

/** What every stored record about her carries: its id, her, its author and when it was made. */
export const aboutAna = (id: number, createdAt: string) => ({ id, welcomed: ANA, author: { id: 1, name: 'Administrador' }, created_at: createdAt });

/** The form's 'Pessoa' shows `name` and cannot be changed. */
export async function expectPersonFixed(name = ANA.name) {
  const person = await screen.findByLabelText('Pessoa');
  expect(person).toHaveValue(name);
  expect(person).toBeDisabled();
}

/** The day field labelled `label` holds today (DD/MM/AAAA). */
export function expectToday(label: string) {
  expect(screen.getByLabelText(label)).toHaveValue(dayjs().format('DD/MM/YYYY'));
}
