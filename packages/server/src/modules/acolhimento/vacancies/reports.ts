import { type Vacancy, type VacancyFilter } from '@sisacte/contracts/acolhimento/vacancies';
import { createdAtColumn, listReport, membersReport, reportNames } from '../shared/list-report';
import { referralLinks, vacancyReads } from './repository';

const money = (v: number | null) => (v === null ? null : v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
const vacancyName = (v: Vacancy) => `${v.function?.name ?? 'Vaga'} — ${v.employer.name}`;

/** GET /api/vacancies/report and /report-xlsx */
export const vacanciesReport = listReport<Vacancy, VacancyFilter>({
  ...reportNames('Vagas', { one: 'vaga', many: 'vagas', feminine: true }),
  columns: [
    { title: 'Empregador', value: (v) => v.employer.name, width: 36, wide: true },
    { title: 'Função', value: (v) => v.function?.name, width: 24, wide: true },
    { title: 'Vagas', value: (v) => v.places, type: 'number' },
    { title: 'Salário', value: (v) => money(v.salary), only: 'pdf' },
    { title: 'Salário (R$)', value: (v) => v.salary, type: 'number', width: 14, only: 'xlsx' },
    { title: 'Período', value: (v) => v.period, width: 20 },
    { title: 'Situação', value: (v) => v.status, width: 12 },
    { title: 'Encaminhados', value: (v) => v.referred, type: 'number' },
    { title: 'Observações', value: (v) => v.notes, width: 40, only: 'xlsx' },
    createdAtColumn('Cadastrada em'),
  ],
  page: (db, filter, sort, page) => vacancyReads.list(db, filter, { ...page, sort }),
});

/** GET /api/welcomed-vacancies/report and /report-xlsx: the people referred to a vacancy, by name. */
export const referredReport = membersReport(referralLinks, {
  ...reportNames('Encaminhados', { one: 'pessoa encaminhada', many: 'pessoas encaminhadas', feminine: true }, { title: 'Pessoas Encaminhadas à Vaga', file: 'encaminhados-vaga' }),
  columns: { statusWidth: 16, linkedOn: 'Dt. Encaminhamento', linkedBy: 'Encaminhado por' },
  subtitle: async (db, filter) => {
    const vacancy = filter.vacancy === undefined ? null : await vacancyReads.find(db, filter.vacancy);
    return vacancy ? [`Vaga: ${vacancyName(vacancy)}`] : [];
  },
});
