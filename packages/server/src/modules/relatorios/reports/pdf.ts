import { formatCnpj } from '@sisacte/contracts/common/cnpj';
import { INFORMAL_COUNT_FIELDS, INFORMAL_MONEY_FIELDS, type Report } from '@sisacte/contracts/relatorios/reports';
import type { Content } from 'pdfmake/interfaces';
import { formatCep, formatCpf, formatDate, pdfFields, pdfTable, renderReport } from '../../../lib/documents';

/*
 * The report's PDF, for the prosecutors: the team's institutions as header, the employer, the period,
 * the notices, the informal-employment figures, the interdictions and embargoes, the FGTS notices,
 * the narrative, the conclusion and a signature line for each member of the team.
 */

const money = (v: string) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const section = (title: string): Content => ({ text: title, fontSize: 11, bold: true, margin: [0, 12, 0, 4] });
const none = (text: string): Content => ({ text, italics: true, color: '#555' });

export function formatInscricao(nr: string): string {
  return nr.length === 14 ? formatCnpj(nr) : (formatCpf(nr) ?? nr);
}

export function reportPdf(r: Report): Promise<Buffer> {
  const t = r.trabalho_informal;
  const total = t.homens + t.mulheres;
  const institutions = r.equipe.map((i) => i.nome).join(' · ');
  const signatures: Content[] = r.equipe.flatMap((inst) =>
    inst.membros.map(
      (m): Content => ({
        stack: [
          { text: '_'.repeat(48), margin: [0, 28, 0, 2] },
          { text: m.nome, bold: true },
          { text: `${m.cargo} — ${inst.nome}`, fontSize: 8, color: '#444' },
        ],
        unbreakable: true,
      }),
    ),
  );

  return renderReport({
    title: `Relatório de Fiscalização nº ${r.id}`,
    subtitle: [institutions, `Período da ação fiscal: ${formatDate(r.data_ini)} a ${formatDate(r.data_fim)}`],
    content: [
      section('1. Empregador'),
      pdfFields([
        ['Razão social / nome', r.empregador_razao_social],
        [r.nrInscricao.length === 14 ? 'CNPJ' : 'CPF', formatInscricao(r.nrInscricao)],
        ['Endereço', r.empregador_endereco],
        ['Bairro', r.empregador_bairro],
        ['Município/UF', [r.empregador_municipio, r.empregador_uf].filter(Boolean).join('/')],
        ['CEP', formatCep(r.empregador_cep)],
        ['CNAE', r.empregador_cnae],
        [
          'Coordenadas',
          r.empregador_latitude !== null && r.empregador_longitude !== null ? `${r.empregador_latitude.toFixed(6)}, ${r.empregador_longitude.toFixed(6)}` : null,
        ],
      ]),
      section('Equipe de fiscalização'),
      pdfTable(
        ['Instituição', 'Nome', 'Cargo'],
        r.equipe.flatMap((i) => i.membros.map((m) => [i.nome, m.nome, m.cargo])),
        ['*', '*', 'auto'],
      ),
      section('2. Autos de infração'),
      r.autos_infracao.length === 0
        ? none('Nenhum auto de infração.')
        : pdfTable(
            ['Número', 'Ementa', 'Lavratura', 'Histórico'],
            r.autos_infracao.map((a) => [a.nrAuto, [a.cdEmenta, a.dsEmenta].filter(Boolean).join(' — '), formatDate(a.dtLavratura), a.dsHistorico]),
            ['auto', 120, 'auto', '*'],
          ),
      section('3. Trabalho informal'),
      pdfFields([
        ['Trabalhadores sem registro', total],
        ...Object.entries(INFORMAL_COUNT_FIELDS).map(([k, label]) => [label, t[k as keyof typeof INFORMAL_COUNT_FIELDS]] as [string, number]),
        ...Object.entries(INFORMAL_MONEY_FIELDS).map(([k, label]) => [label, money(t[k as keyof typeof INFORMAL_MONEY_FIELDS])] as [string, string]),
      ]),
      section('5. Interdições e embargos'),
      r.interdicoes_embargos.length === 0
        ? none('Nenhuma interdição ou embargo.')
        : pdfTable(['Número', 'Tipo', 'Data', 'Objeto'], r.interdicoes_embargos.map((e) => [e.nrEmbargo, e.tipo, formatDate(e.data), e.objeto]), ['auto', 'auto', 'auto', '*']),
      section('6. Notificações de débito do FGTS (NDFC)'),
      r.ndfc.length === 0
        ? none('Nenhuma NDFC.')
        : pdfTable(['Número', 'Data', 'Competências', 'Valor'], r.ndfc.map((n) => [n.nrNdfc, formatDate(n.data), n.competencias, money(n.valor)]), ['auto', 'auto', '*', 'auto']),
      section('Histórico'),
      r.historico ? { text: r.historico, alignment: 'justify' } : none('Sem histórico.'),
      section('Conclusão'),
      { text: 'A equipe de fiscalização concluiu pela ocorrência de:', margin: [0, 0, 0, 4] },
      { ul: r.conclusao },
      section('Assinaturas'),
      { columns: [{ stack: signatures.filter((_, i) => i % 2 === 0) }, { stack: signatures.filter((_, i) => i % 2 === 1) }], columnGap: 24 },
    ],
  });
}
