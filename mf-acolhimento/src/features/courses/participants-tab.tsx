import { WELCOMED_COURSE_STATUSES } from '@sisacte/contracts/acolhimento/courses';
import { LinkedPeoplePanel, type LinkedPeopleTexts } from '../../shared/search-record-modal/linked-people-panel';
import { participantsApi } from './api';

const TEXTS: LinkedPeopleTexts = {
  add: 'Matricular pessoas',
  added: (n) => (n === 1 ? '1 pessoa matriculada' : `${n} pessoas matriculadas`),
  removeQuestion: (name) => `Remover a matrícula de ${name}?`,
  removed: 'Matrícula removida!',
  dateColumn: 'Dt. Matrícula',
  empty: 'Ninguém matriculado neste curso ainda',
};

/** Tab 2 of a course: the people enrolled (Matriculado, then Concluído, Desistente…), 100 per page. */
export function ParticipantsTab({ courseId, onChanged }: { courseId: number; onChanged?: () => void }) {
  return <LinkedPeoplePanel api={participantsApi(courseId)} statuses={WELCOMED_COURSE_STATUSES} texts={TEXTS} onChanged={onChanged} />;
}
