import { http, openPdf, saveFile } from '@sisacte/api-client';
import type { Categories, Monthly, OperationsSummary, Services, Yearly } from '@sisacte/contracts/painel/painel';
import { PAINEL_API } from '@sisacte/contracts/painel/rules';

/** The dashboard's calls, all by year (`ano`). */
const byYear = <T,>(path: string) => (ano: number) => http.get<T>(path, { ano });

export const painelApi = {
  cadastradosMes: byYear<Monthly>(PAINEL_API.cadastradosMes),
  cadastradosAno: byYear<Yearly>(PAINEL_API.cadastradosAno),
  acolhidosMes: byYear<Monthly>(PAINEL_API.acolhidosMes),
  acolhidosAno: byYear<Yearly>(PAINEL_API.acolhidosAno),
  sexo: byYear<Categories>(PAINEL_API.sexo),
  faixaEtaria: byYear<Categories>(PAINEL_API.faixaEtaria),
  statusCivil: byYear<Categories>(PAINEL_API.statusCivil),
  pais: byYear<Categories>(PAINEL_API.pais),
  atendimentos: byYear<Services>(PAINEL_API.atendimentos),
  encaminhamentosMes: byYear<Monthly>(PAINEL_API.encaminhamentosMes),
  encaminhamentosTipo: byYear<Categories>(PAINEL_API.encaminhamentosTipo),
  denunciasUf: byYear<Categories>(PAINEL_API.denunciasUf),
  denunciasStatus: byYear<Categories>(PAINEL_API.denunciasStatus),
  denunciasScore: byYear<Categories>(PAINEL_API.denunciasScore),
  operacoes: byYear<OperationsSummary>(PAINEL_API.operacoes),
};

/** The service table's PDF, in a new window. */
export const openServicesPdf = (ano: number) => openPdf(PAINEL_API.atendimentosPdf, { ano });
/** The service table's XLSX, saved. */
export const saveServicesXlsx = (ano: number) => saveFile(PAINEL_API.atendimentosXlsx, `atendimentos-${ano}.xlsx`, { ano });
