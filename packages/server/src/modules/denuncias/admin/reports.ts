import { COMPLAINT_PDF_MAX_ROWS, type ComplaintFilter } from '@sisacte/contracts/denuncias/complaint-list';
import type { ComplaintProfile } from '@sisacte/contracts/denuncias/complaint-profile';
import type { Extra } from '@sisacte/contracts/denuncias/extras';
import type { Content } from 'pdfmake/interfaces';
import type { DbOrTx } from '../../../db/client';
import { formatDate, formatDateTime, pdfFields, pdfTable, renderReport } from '../../../lib/documents';
import type { ComplaintViewer } from '../access';
import { listComplaints } from './repository';

/** GET /api/denuncias/report: the filtered list as a PDF (its first COMPLAINT_PDF_MAX_ROWS rows, in the list's order). */
export async function listPdf(db: DbOrTx, filter: ComplaintFilter, viewer: ComplaintViewer, sort: string | undefined): Promise<Buffer> {
  const { content, total } = await listComplaints(db, filter, viewer, { page: 0, size: COMPLAINT_PDF_MAX_ROWS, sort });
  const headers = ['Protocolo', 'Estabelecimento', 'Município/UF', 'Criada em', 'IRTE', 'Dias restantes', 'Situação', ...(viewer.seesAll ? ['Cadastrado por'] : [])];
  const countLine =
    total > content.length
      ? `${total} denúncias encontradas; este relatório mostra as primeiras ${content.length}.`
      : `${total} ${total === 1 ? 'denúncia encontrada' : 'denúncias encontradas'}.`;
  return renderReport({
    title: filter.arquivada ? 'Denúncias arquivadas' : 'Denúncias',
    subtitle: [countLine, ...(filter.area ? ['Filtrada pela área desenhada no mapa.'] : [])],
    landscape: true,
    content: [
      content.length === 0
        ? { text: 'Nenhuma denúncia encontrada com estes filtros.', italics: true }
        : pdfTable(
            headers,
            content.map((c) => [
              c.numerodemanda,
              c.nomefantasia,
              `${c.municipio.nome}/${c.uf}`,
              formatDate(c.createdAt),
              c.score,
              c.diasRestantes,
              c.status,
              ...(viewer.seesAll ? [c.nomeCadastrador] : []),
            ]),
            ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', ...(viewer.seesAll ? ['auto'] : [])],
          ),
    ],
  });
}

const heading = (text: string): Content => ({ text, fontSize: 12, bold: true, margin: [0, 12, 0, 4] });

function extrasContent(extras: Extra[]): Content[] {
  if (extras.length === 0) return [{ text: 'Nenhum complemento.', italics: true }];
  return extras.map((e) => ({
    stack: [
      { text: e.titulo, bold: true },
      { text: `${e.author?.name ?? 'Autor desconhecido'}, ${formatDateTime(new Date(e.created_at))}`, fontSize: 8, color: '#555' },
      { text: e.texto, margin: [0, 2, 0, 0] },
    ],
    margin: [0, 0, 0, 8],
  }));
}

/** GET /api/denuncias/report/{id}: the complaint as an inspector reads it. */
export function complaintPdf(p: ComplaintProfile, extras: Extra[]): Promise<Buffer> {
  const d = p.demanda;
  return renderReport({
    title: `Denúncia ${d.numerodemanda}`,
    subtitle: [`Situação: ${p.status}${p.arquivada ? ' (arquivada)' : ''}`],
    content: [
      pdfFields([
        ['Estabelecimento', d.nomefantasia],
        ['Endereço', d.enderecoempresa],
        ['Município/UF', `${d.municipio.nome}/${d.ufendempresa.uf}`],
        ['Localização', p.estabelecimento_latitude === null ? null : `${p.estabelecimento_latitude}, ${p.estabelecimento_longitude}`],
        ['Criada em', formatDateTime(new Date(p.createdAt))],
        ['Previsão de encerramento', formatDate(p.estabelecimento_encerramento)],
        ['Dias restantes', p.diasRestantes],
        ['Organizações', p.organizacoes.map((o) => o.sigla ?? o.nome).join(', ')],
        ...(p.nomeCadastrador === null ? [] : ([['Cadastrado por', p.nomeCadastrador]] as [string, string][])),
        ['Pontuação IRTE', p.score],
      ]),
      heading('Pontuação IRTE: indicadores'),
      p.pontuacao.indicadores.length === 0
        ? { text: 'Nenhum indicador.', italics: true }
        : pdfTable(
            ['Indicador', 'Categoria', 'Peso', 'Respostas que o acionaram'],
            p.pontuacao.indicadores.map((i) => [i.nome, i.categoria_indicador, i.peso, i.origens.map((o) => `${o.enunciado}: ${o.opcao}`).join('\n')]),
            ['*', 'auto', 'auto', '*'],
          ),
      { text: p.pontuacao.formula, margin: [0, 4, 0, 0], bold: true },
      ...p.categorias.flatMap((c): Content[] => [heading(c.titulo), pdfTable(['Pergunta', 'Resposta'], c.respostas.map((r) => [r.enunciado, r.resposta]), ['*', '*'])]),
      heading('Complementos'),
      ...extrasContent(extras),
    ],
  });
}

/** GET /api/extras/report/{id}: the complaint's extras. */
export function extrasPdf(p: ComplaintProfile, extras: Extra[]): Promise<Buffer> {
  return renderReport({
    title: `Complementos da denúncia ${p.demanda.numerodemanda}`,
    subtitle: [`${p.demanda.nomefantasia}, ${p.demanda.municipio.nome}/${p.demanda.ufendempresa.uf}`],
    content: extrasContent(extras),
  });
}
