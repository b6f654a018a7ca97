import { WELCOMED_VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { LinkedPeoplePanel, type LinkedPeopleTexts } from '../../shared/search-record-modal/linked-people-panel';
import { referredApi } from './api';

const TEXTS: LinkedPeopleTexts = {
  add: 'Encaminhar pessoas',
  added: (n) => (n === 1 ? '1 pessoa encaminhada à vaga' : `${n} pessoas encaminhadas à vaga`),
  removeQuestion: (name) => `Remover ${name} desta vaga?`,
  removed: 'Encaminhamento removido!',
  dateColumn: 'Dt. Encaminhamento',
  empty: 'Ninguém encaminhado a esta vaga ainda',
};

/** Tab 2 of a vacancy: the people referred to it (Encaminhado, then Contratado, Não contratado…), 100 per page. */
export function ReferredPeopleTab({ vacancyId, onChanged }: { vacancyId: number; onChanged?: () => void }) {
  return <LinkedPeoplePanel api={referredApi(vacancyId)} statuses={WELCOMED_VACANCY_STATUSES} texts={TEXTS} onChanged={onChanged} />;
}
