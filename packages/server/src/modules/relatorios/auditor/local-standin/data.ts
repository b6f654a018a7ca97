/*
 * The stand-in's fictional employers (valid but invented CNPJs/CPF), with their infraction notices,
 * embargoes and FGTS notices, in the auditor's own field names. Codes 001727-9, 001728-7 and
 * 001729-5 are the report's three infraction codes by default (RELATORIO_INFRACOES); the others are
 * notices the report's filter leaves out.
 */

export interface StandInNotice {
  nrAuto: string;
  cdEmenta: string;
  dsEmenta: string;
  dtLavratura: string;
  cdDownload: string;
  dsHistorico: string;
}
export interface StandInEmployer {
  noRazaoSocial: string;
  dsEndereco: string;
  dsBairro: string;
  sguf: string;
  noMunicipio: string;
  nrcep: string;
  cdcnae: string;
  autos: StandInNotice[];
  embargos: { nrEmbargo: string; tpEmbargo: string; dtEmbargo: string; dsObjeto: string }[];
  ndfcs: { nrNdfc: string; dtNdfc: string; vlDebito: string; dsCompetencias: string; cdDownload: string }[];
}

const SLAVERY = { cdEmenta: '001727-9', dsEmenta: 'Manter trabalhador em condição análoga à de escravo' };
const DEGRADING = { cdEmenta: '001728-7', dsEmenta: 'Submeter trabalhador a condições degradantes de trabalho' };
const EXHAUSTING = { cdEmenta: '001729-5', dsEmenta: 'Submeter trabalhador a jornada exaustiva' };
const NO_REGISTRATION = { cdEmenta: '000010-8', dsEmenta: 'Admitir ou manter empregado sem o respectivo registro' };
const NO_FGTS = { cdEmenta: '001398-2', dsEmenta: 'Deixar de depositar mensalmente o percentual referente ao FGTS' };

export const STANDIN_EMPLOYERS: Record<string, StandInEmployer> = {
  // Fazenda Boa Esperança (the demo's main case): three notices of the report's codes, two others.
  '12345678000195': {
    noRazaoSocial: 'Fazenda Boa Esperança Agropecuária Ltda',
    dsEndereco: 'Rodovia MT-130, km 42',
    dsBairro: 'Zona Rural',
    sguf: 'MT',
    noMunicipio: 'Primavera do Leste',
    nrcep: '78850000',
    cdcnae: '0151-2/01',
    autos: [
      { nrAuto: '224418571', ...SLAVERY, dtLavratura: '2026-09-03', cdDownload: 'BE-571', dsHistorico: 'Foram encontrados 14 trabalhadores alojados em barracos de lona, sem água potável nem instalações sanitárias, com dívidas anotadas em caderno pelo gerente da fazenda.' },
      { nrAuto: '224418572', ...DEGRADING, dtLavratura: '2026-09-03', cdDownload: 'BE-572', dsHistorico: 'Alojamentos sem paredes, camas improvisadas com tábuas e água retirada de açude compartilhado com o gado.' },
      { nrAuto: '224418573', ...EXHAUSTING, dtLavratura: '2026-09-04', cdDownload: 'BE-573', dsHistorico: 'Jornadas de 5h às 19h, sem descanso semanal, durante a colheita, conforme relatos colhidos.' },
      { nrAuto: '224418574', ...NO_REGISTRATION, dtLavratura: '2026-09-04', cdDownload: 'BE-574', dsHistorico: 'Catorze trabalhadores sem registro.' },
      { nrAuto: '224418575', ...NO_FGTS, dtLavratura: '2026-09-05', cdDownload: 'BE-575', dsHistorico: 'FGTS não depositado.' },
    ],
    embargos: [
      { nrEmbargo: '4471-2026', tpEmbargo: 'Interdição', dtEmbargo: '2026-09-03', dsObjeto: 'Alojamentos de lona na frente de trabalho do talhão 7' },
      { nrEmbargo: '4472-2026', tpEmbargo: 'Embargo', dtEmbargo: '2026-09-04', dsObjeto: 'Aplicação de agrotóxicos sem equipamento de proteção' },
    ],
    ndfcs: [
      { nrNdfc: '201.558.774', dtNdfc: '2026-09-10', vlDebito: '48210.37', dsCompetencias: '01/2025 a 08/2026', cdDownload: 'ND-774' },
      { nrNdfc: '201.558.775', dtNdfc: '2026-09-10', vlDebito: '6120.00', dsCompetencias: '09/2026', cdDownload: 'ND-775' },
    ],
  },
  '23456789000195': {
    noRazaoSocial: 'Carvoaria Serra Alta Ltda',
    dsEndereco: 'Estrada Vicinal do Rio Vermelho, s/n',
    dsBairro: 'Zona Rural',
    sguf: 'PA',
    noMunicipio: 'Marabá',
    nrcep: '68500000',
    cdcnae: '0210-1/08',
    autos: [
      { nrAuto: '225001101', ...SLAVERY, dtLavratura: '2026-07-15', cdDownload: 'SA-101', dsHistorico: 'Trabalhadores aliciados em outro estado, com documentos retidos pelo encarregado.' },
      { nrAuto: '225001102', ...DEGRADING, dtLavratura: '2026-07-15', cdDownload: 'SA-102', dsHistorico: 'Fornos sem proteção e trabalhadores sem equipamentos de proteção individual.' },
      { nrAuto: '225001103', ...NO_REGISTRATION, dtLavratura: '2026-07-16', cdDownload: 'SA-103', dsHistorico: 'Nove trabalhadores sem registro.' },
    ],
    embargos: [{ nrEmbargo: '3310-2026', tpEmbargo: 'Interdição', dtEmbargo: '2026-07-15', dsObjeto: 'Bateria de fornos de carvão' }],
    ndfcs: [{ nrNdfc: '201.440.120', dtNdfc: '2026-07-30', vlDebito: '21300.90', dsCompetencias: '03/2025 a 06/2026', cdDownload: 'ND-120' }],
  },
  '34567890000130': {
    noRazaoSocial: 'Confecções Estrela do Brás Ltda',
    dsEndereco: 'Rua Maria Marcolina, 310',
    dsBairro: 'Brás',
    sguf: 'SP',
    noMunicipio: 'São Paulo',
    nrcep: '03011000',
    cdcnae: '1412-6/01',
    autos: [
      { nrAuto: '226300011', ...EXHAUSTING, dtLavratura: '2026-05-20', cdDownload: 'EB-011', dsHistorico: 'Costureiras migrantes trabalhando das 7h às 22h, dormindo na oficina.' },
      { nrAuto: '226300012', ...DEGRADING, dtLavratura: '2026-05-20', cdDownload: 'EB-012', dsHistorico: 'Fiação exposta e oficina sem ventilação, usada também como moradia.' },
    ],
    embargos: [],
    ndfcs: [{ nrNdfc: '201.330.009', dtNdfc: '2026-06-02', vlDebito: '9800.15', dsCompetencias: '01/2026 a 05/2026', cdDownload: 'ND-009' }],
  },
  // A person (CPF) as employer.
  '52998224725': {
    noRazaoSocial: 'José Ferreira da Silva (produtor rural)',
    dsEndereco: 'Sítio Três Irmãos, Linha 12',
    dsBairro: 'Zona Rural',
    sguf: 'RO',
    noMunicipio: 'Cacoal',
    nrcep: '76960000',
    cdcnae: '0115-6/00',
    autos: [{ nrAuto: '227100055', ...DEGRADING, dtLavratura: '2026-08-11', cdDownload: 'JF-055', dsHistorico: 'Trabalhadores na colheita de café sem alojamento adequado.' }],
    embargos: [],
    ndfcs: [],
  },
  // Notices, none of the report's codes: the filtered list is empty.
  '45678901000175': {
    noRazaoSocial: 'Construtora Horizonte Ltda',
    dsEndereco: 'Avenida Afonso Pena, 1500',
    dsBairro: 'Centro',
    sguf: 'MG',
    noMunicipio: 'Belo Horizonte',
    nrcep: '30130005',
    cdcnae: '4120-4/00',
    autos: [
      { nrAuto: '228000001', ...NO_REGISTRATION, dtLavratura: '2026-04-02', cdDownload: 'CH-001', dsHistorico: 'Três serventes sem registro.' },
      { nrAuto: '228000002', ...NO_FGTS, dtLavratura: '2026-04-02', cdDownload: 'CH-002', dsHistorico: 'FGTS em atraso.' },
    ],
    embargos: [],
    ndfcs: [],
  },
};

/** These registration numbers make the stand-in misbehave, to show how the screens cope: */
export const STANDIN_FAILING = '56789012000100'; // answers 500 to everything
export const STANDIN_SLOW = '67890123000116'; // answers after STANDIN_SLOW_MS (longer than the default timeout)
export const STANDIN_SLOW_MS = 15_000;
