import { type Forwarding, type ForwardingFilter } from '@sisacte/contracts/acolhimento/forwardings';
import type { DbOrTx } from '../../../db/client';
import { formatCpf, formatDate, pdfFields, renderReport } from '../../../lib/documents';
import { findWelcomed } from '../welcomed/repository';
import { authorColumn, listReport, personColumns, reportNames, rowsOf } from '../shared/list-report';
import { forwardingReads } from './repository';

const types = (f: Forwarding) => f.forwardingTypes.map((t) => t.title).join(', ');

/** GET /api/forwardings/report and /report-xlsx: the filtered list (newest first in the sheet). */
export const forwardingsReport = listReport<Forwarding, ForwardingFilter>({
  ...reportNames('Encaminhamentos', { one: 'encaminhamento', many: 'encaminhamentos' }),
  columns: [
    { title: 'Data', value: (f) => f.date_of_register, type: 'date' },
    ...personColumns(),
    { title: 'Tipos', value: types, width: 36, wide: true },
    { title: 'Observações', value: (f) => f.notes, width: 40, wide: true },
    authorColumn('Registrado por'),
  ],
  ...rowsOf(forwardingReads),
});

/**
 * GET /api/forwarding/pdf/{id}: the referral as a letter the partner service receives: to whom, who
 * is referred and why, how to identify them, who signs and how to answer.
 */
export async function letterPdf(db: DbOrTx, f: Forwarding): Promise<Buffer> {
  const person = await findWelcomed(db, f.welcomed.id);
  const date = formatDate(f.date_of_register);
  const services = types(f);
  const plural = f.forwardingTypes.length > 1;
  const about = [
    person?.nacionality?.nome_pt ? `nacionalidade: ${person.nacionality.nome_pt}` : null,
    person?.birthdate ? `nascimento: ${formatDate(person.birthdate)}` : null,
  ].filter(Boolean);
  return renderReport({
    title: 'Ofício de Encaminhamento',
    subtitle: [`Encaminhamento nº ${f.id}, de ${date}`],
    content: [
      { text: [{ text: 'Para: ', bold: true }, services ? `${plural ? 'serviços de' : 'serviço de'} ${services}` : 'serviço parceiro da rede de atendimento'], margin: [0, 8, 0, 14] },
      { text: 'Prezados(as),', margin: [0, 0, 0, 8] },
      {
        text: [
          'Encaminhamos a este serviço ',
          { text: f.welcomed.name, bold: true },
          about.length ? ` (${about.join('; ')})` : '',
          `, pessoa acompanhada pela nossa equipe de acolhimento, para ${plural ? 'os atendimentos' : 'o atendimento'} de ${services || 'que couber'}. `,
          'Pedimos que seja recebido(a) e atendido(a) conforme as possibilidades e os critérios deste serviço.',
        ],
        alignment: 'justify',
        lineHeight: 1.3,
        margin: [0, 0, 0, 8],
      },
      ...(f.notes ? [{ text: [{ text: 'Observações: ', bold: true }, f.notes], alignment: 'justify' as const, lineHeight: 1.3, margin: [0, 0, 0, 8] as [number, number, number, number] }] : []),
      { text: 'Dados para identificação', bold: true, margin: [0, 10, 0, 4] },
      pdfFields([
        ['Nome', f.welcomed.name],
        ['CPF', formatCpf(f.welcomed.cpf)],
        ['CRNM', person?.rg],
        ['Data de nascimento', formatDate(person?.birthdate)],
        ['Nacionalidade', person?.nacionality?.nome_pt],
      ]),
      {
        text: `Em caso de dúvida, ou para informar o resultado do atendimento, responda à equipe de acolhimento citando o encaminhamento nº ${f.id}.`,
        alignment: 'justify',
        margin: [0, 12, 0, 18],
      },
      { text: `Atenciosamente, em ${date}.`, margin: [0, 0, 0, 36] },
      { text: '______________________________________________', alignment: 'center' },
      { text: f.author?.name ?? 'Responsável pelo encaminhamento', alignment: 'center', bold: true },
      { text: 'Equipe de acolhimento', alignment: 'center', color: '#444' },
    ],
  });
}
