import { HOME_TYPES, MONITOR_BENEFITS, MONITOR_RISKS } from '@sisacte/contracts/acolhimento/monitors';
import { WELCOMED_NOT_FOUND_MESSAGE, type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import {
  ALREADY_ANONYMISED_MESSAGE,
  ANONYMISATION_REASONS,
  ANONYMISED_NAME,
  anonymisedPersonMessage,
  PERSON_FILE_ENTITY,
  type Anonymisation,
  type LgpdRequest,
  type PersonDataReport,
} from '@sisacte/contracts/audit/lgpd';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { formatCep, formatCpf, formatDate, formatDateTime, pdfFields, pdfTable, renderReport } from '../../../lib/documents';
import { badRequest, notFound } from '../../../lib/http-errors';
import { traceWrite, type TrailActor } from '../../audit';
import { findPerson } from '../../shared/lookups/repository';
import { countMembers, deleteFamily } from '../family/repository';
import { listHistory } from '../history/repository';
import { STATUS_LABELS } from '../history/changes';
import { findWelcomed } from '../welcomed/repository';
import * as repo from './repository';

/** The retention's refusal when the person was active again by the time their row was locked. */
export const RETENTION_NO_LONGER_DUE = 'A pessoa teve atividade recente: a retenção não se aplica mais';

/** What stands for a name in a visit's family composition once anonymised. */
const ANONYMISED_MEMBER = 'Membro anonimizado';

/** What deletes a record's files (the files module's removeAllOf). */
export interface FileRemover {
  removeAllOf(db: Database, entity: string, codid: number): Promise<void>;
}

const labelsOf = (ids: readonly number[], list: readonly { id: number; name: string }[]) => ids.map((id) => list.find((x) => x.id === id)?.name ?? `#${id}`);

export function toAnonymisation(row: repo.AnonymisationRow | null): Anonymisation {
  if (!row) return null;
  return {
    anonimizado_em: row.at,
    por: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    motivo: row.reason,
    data_pedido: row.requestDate,
    referencia: row.requestReference,
  };
}

/** The person's anonymisation, or null. */
export async function anonymisation(db: DbOrTx, welcomedId: number): Promise<Anonymisation> {
  if (!(await findPerson(db, welcomedId))) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
  return toAnonymisation(await repo.anonymisationOf(db, welcomedId));
}

/** Refuses a write to an anonymised person's records (400 saying when it was anonymised). */
export async function refuseAnonymised(db: DbOrTx, welcomedId: number): Promise<void> {
  if (!(await repo.isAnonymised(db, welcomedId))) return;
  const row = await repo.anonymisationOf(db, welcomedId);
  throw badRequest(anonymisedPersonMessage(formatDate(row?.at) ?? ''));
}

function cadastro(w: Welcomed): PersonDataReport['cadastro'] {
  return {
    id: w.id,
    nome: w.name,
    sexo: w.gender,
    data_nascimento: w.birthdate,
    nacionalidade: w.nacionality?.nome_pt ?? null,
    cpf: w.cpf,
    crnm: w.rg,
    estado_civil: w.civil_status,
    escolaridade: w.scholarity,
    profissoes: w.functions.map((f) => f.name),
    cep: w.cep,
    endereco: w.address,
    complemento: w.address_complement,
    bairro: w.address_district,
    endereco_uf: w.address_state,
    endereco_cidade: w.address_city,
    naturalidade_uf: w.state?.uf ?? w.state?.nome ?? null,
    naturalidade_cidade: w.city?.nome ?? null,
    estado_estrangeiro: w.foreing_state,
    cidade_estrangeira: w.foreing_city,
    situacao: STATUS_LABELS[w.status] ?? w.status,
    cadastrado_em: w.date_of_register,
    cadastrado_por: w.author,
  };
}

/** Everything the platform holds about the person `welcomedId` (404 when there is no such person). */
export async function dataReport(db: DbOrTx, welcomedId: number, request: LgpdRequest): Promise<PersonDataReport> {
  const person = await findWelcomed(db, welcomedId);
  if (!person) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
  const [estadias, encaminhamentos, visits, cursos, vagas, history, arquivos, anonymised, membros] = await Promise.all([
    repo.staysOf(db, welcomedId),
    repo.forwardingsOf(db, welcomedId),
    repo.monitorsOf(db, welcomedId),
    repo.enrolmentsOf(db, welcomedId),
    repo.vacancyReferralsOf(db, welcomedId),
    listHistory(db, welcomedId),
    repo.filesOf(db, PERSON_FILE_ENTITY, welcomedId),
    repo.anonymisationOf(db, welcomedId),
    person.family ? repo.familyOf(db, person.family.id) : Promise.resolve([]),
  ]);
  return {
    gerado_em: new Date().toISOString(),
    pedido: { data: request.data_pedido, referencia: request.referencia },
    cadastro: cadastro(person),
    familia: { grupo: person.family?.id ?? null, membros: membros.filter((m) => m.id !== welcomedId) },
    estadias,
    encaminhamentos,
    monitoramentos: visits.map((v) => ({
      id: v.id,
      data: v.day,
      trabalhando: v.working,
      carteira_assinada: v.signedWorkCard,
      gosta_do_trabalho: v.likeWork,
      beneficios: labelsOf(v.benefits, MONITOR_BENEFITS),
      riscos: labelsOf(v.riscs, MONITOR_RISKS),
      moradia: v.homeType === null ? null : (HOME_TYPES.find((h) => h.id === v.homeType)?.name ?? String(v.homeType)),
      niveis_de_apoio: v.supportLevels,
      necessidades: v.needs,
      observacoes: v.notes,
      composicao_familiar: v.family.map((m) => ({ parentesco: m.relation, idade: m.age, deficiencia: m.disabled })),
      registrado_por: v.authorId === null ? null : { id: v.authorId, name: v.authorName ?? '' },
    })),
    cursos,
    vagas,
    historico: history.map((h) => ({
      em: h.created_at,
      acao: h.action,
      evento: h.event ?? null,
      alteracoes: h.changes.map((c) => ({ campo: c.label, de: c.from, para: c.to })),
      por: h.author,
    })),
    arquivos,
    anonimizacao: toAnonymisation(anonymised),
  };
}

const yes = (v: boolean | null) => (v === null ? null : v ? 'Sim' : 'Não');
const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : null);
const none = (what: string) => ({ text: `Nenhum${what.endsWith('a') ? 'a' : ''} ${what}.`, italics: true, margin: [0, 0, 0, 8] as [number, number, number, number] });
/** The group's other members: how many and their record numbers, never who they are. */
const otherMembers = (members: PersonDataReport['familia']['membros']) =>
  members.length === 0 ? 'nenhum' : `${members.length === 1 ? '1 pessoa' : `${members.length} pessoas`}: ${members.map((m) => `nº ${m.id}`).join(', ')}`;
const section = (title: string) => ({ text: title, fontSize: 12, bold: true, margin: [0, 10, 0, 4] as [number, number, number, number] });

/** The data report as a PDF in Portuguese. */
export function dataReportPdf(r: PersonDataReport): Promise<Buffer> {
  const c = r.cadastro;
  return renderReport({
    title: 'Relatório de dados pessoais (LGPD, art. 18)',
    subtitle: [
      `Titular: cadastro nº ${c.id}`,
      `Pedido de ${formatDate(r.pedido.data)}, referência ${r.pedido.referencia}`,
      'Todos os dados que a plataforma guarda sobre a pessoa: cadastro, grupo familiar, estadias, encaminhamentos, monitoramentos, cursos, vagas, histórico e arquivos.',
    ],
    content: [
      section('Cadastro'),
      pdfFields([
        ['Nome', c.nome],
        ['Sexo', c.sexo],
        ['Data de nascimento', formatDate(c.data_nascimento)],
        ['Nacionalidade', c.nacionalidade],
        ['CPF', formatCpf(c.cpf)],
        ['CRNM', c.crnm],
        ['Estado civil', c.estado_civil],
        ['Escolaridade', c.escolaridade],
        ['Profissões', c.profissoes.join(', ')],
        ['CEP', formatCep(c.cep)],
        ['Endereço', [c.endereco, c.complemento, c.bairro, c.endereco_cidade, c.endereco_uf].filter(Boolean).join(', ')],
        ['Naturalidade', [c.naturalidade_cidade, c.naturalidade_uf].filter(Boolean).join(' - ')],
        ['Estado / cidade no exterior', [c.cidade_estrangeira, c.estado_estrangeiro].filter(Boolean).join(', ')],
        ['Situação', c.situacao],
        ['Cadastrado em', when(c.cadastrado_em)],
        ['Cadastrado por', c.cadastrado_por?.name],
      ]),
      ...(r.anonimizacao ? [{ text: `Cadastro anonimizado em ${when(r.anonimizacao.anonimizado_em)} (${ANONYMISATION_REASONS[r.anonimizacao.motivo]}).`, bold: true, margin: [0, 6, 0, 0] as [number, number, number, number] }] : []),
      section('Grupo familiar'),
      r.familia.grupo === null ? none('grupo familiar') : pdfTable(['Grupo', 'Outros membros (nº do cadastro)'], [[String(r.familia.grupo), otherMembers(r.familia.membros)]]),
      section('Estadias'),
      r.estadias.length === 0 ? none('estadia') : pdfTable(['Check-in', 'Check-out', 'Registrada por'], r.estadias.map((s) => [formatDate(s.checkin), formatDate(s.checkout) ?? 'em aberto', s.registrado_por?.name])),
      section('Encaminhamentos'),
      r.encaminhamentos.length === 0
        ? none('encaminhamento')
        : pdfTable(['Data', 'Tipos', 'Observações', 'Registrado por'], r.encaminhamentos.map((f) => [formatDate(f.data), f.tipos.join(', '), f.observacoes, f.registrado_por?.name]), ['auto', '*', '*', 'auto']),
      section('Monitoramentos'),
      r.monitoramentos.length === 0
        ? none('monitoramento')
        : pdfTable(
            ['Data', 'Trabalho', 'Moradia', 'Benefícios e riscos', 'Composição familiar', 'Observações'],
            r.monitoramentos.map((m) => [
              formatDate(m.data),
              [yes(m.trabalhando) && `Trabalhando: ${yes(m.trabalhando)}`, yes(m.carteira_assinada) && `Carteira assinada: ${yes(m.carteira_assinada)}`].filter(Boolean).join('; '),
              m.moradia,
              [...m.beneficios, ...m.riscos.map((x) => `Risco ${x.toLowerCase()}`)].join(', '),
              m.composicao_familiar.map((p) => [p.parentesco ?? 'Membro', p.idade === null ? null : `${p.idade} anos`, p.deficiencia ? 'com deficiência' : null].filter(Boolean).join(', ')).join('; '),
              m.observacoes,
            ]),
            ['auto', 'auto', 'auto', '*', '*', '*'],
          ),
      section('Cursos'),
      r.cursos.length === 0 ? none('curso') : pdfTable(['Curso', 'Período', 'Situação', 'Matrícula em'], r.cursos.map((x) => [x.curso, [formatDate(x.inicio), formatDate(x.fim)].filter(Boolean).join(' a '), x.situacao, when(x.matriculado_em)])),
      section('Vagas'),
      r.vagas.length === 0 ? none('vaga') : pdfTable(['Vaga', 'Função', 'Empregador', 'Situação', 'Encaminhado em'], r.vagas.map((v) => [String(v.vaga), v.funcao, v.empregador, v.situacao, when(v.encaminhado_em)])),
      section('Histórico do cadastro'),
      r.historico.length === 0
        ? none('alteração registrada')
        : pdfTable(
            ['Quando', 'O quê', 'Alterações', 'Por'],
            r.historico.map((h) => [when(h.em), h.evento ?? h.acao, h.alteracoes.map((a) => `${a.campo}: de ${a.de ?? '(vazio)'} para ${a.para ?? '(vazio)'}`).join('; '), h.por?.name]),
            ['auto', 'auto', '*', 'auto'],
          ),
      section('Arquivos'),
      r.arquivos.length === 0 ? none('arquivo') : pdfTable(['Nome', 'Tipo', 'Tamanho', 'Enviado em'], r.arquivos.map((a) => [a.nome, a.tipo, `${Math.ceil(a.tamanho / 1024)} KB`, when(a.enviado_em)])),
    ],
  });
}

/**
 * Anonymises the person `welcomedId` (see contracts/audit/lgpd.ts), deletes their files and records it
 * with its trail entry, in one transaction: 404 for no such person, 400 when already anonymised.
 * `request`: the LGPD request (null for the retention, whose `days` go to the trail).
 */
export async function anonymise(
  db: Database,
  files: FileRemover,
  actor: TrailActor,
  welcomedId: number,
  reason: { request: LgpdRequest } | { retentionDays: number },
): Promise<Welcomed> {
  return withTransaction(db, async (tx) => {
    const person = await findPerson(tx, welcomedId, { forUpdate: true });
    if (!person) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
    if (await repo.isAnonymised(tx, welcomedId)) throw badRequest(ALREADY_ANONYMISED_MESSAGE);
    // The retention takes the person only if still idle now that the row is locked.
    if ('retentionDays' in reason && (await repo.inactivePeople(tx, reason.retentionDays, 1, welcomedId)).length === 0) throw badRequest(RETENTION_NO_LONGER_DUE);
    const request = 'request' in reason ? reason.request : null;
    await files.removeAllOf(tx, PERSON_FILE_ENTITY, welcomedId);
    await repo.anonymiseRows(tx, welcomedId, { person: ANONYMISED_NAME, member: ANONYMISED_MEMBER }, {
      userId: actor.userId,
      reason: request ? 'pedido' : 'retencao',
      requestDate: request?.data_pedido ?? null,
      requestReference: request?.referencia ?? null,
    });
    // The group the person leaves is dissolved when no one is left in it (as leaving it would).
    if (person.familyId !== null && (await countMembers(tx, person.familyId)) === 0) await deleteFamily(tx, person.familyId);
    await traceWrite(tx, actor, {
      action: 'anonymise',
      record: { type: 'pessoa', id: welcomedId },
      subject: { type: 'pessoa', id: welcomedId },
      details: request ? { data_pedido: request.data_pedido, referencia: request.referencia } : { motivo: 'retenção', prazo_dias: 'retentionDays' in reason ? reason.retentionDays : null },
    });
    return (await findWelcomed(tx, welcomedId))!;
  });
}
