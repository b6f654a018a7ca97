import { formatCnpj } from '@sisacte/contracts/common/cnpj';
import { formatCpf, onlyDigits } from '@sisacte/contracts/common/cpf';
import { defaultTeam, type Report, type ReportEmbargo, type ReportInstitution, type ReportNdfc, type ReportNotice } from '@sisacte/contracts/relatorios/reports';

/** The informal-employment figures as typed: null until the inspector fills them. */
export interface InformalDraft {
  homens: number | null;
  mulheres: number | null;
  menores_16: number | null;
  menores_16_18: number | null;
  estrangeiros: number | null;
  resgatados: number | null;
  guias_seguro_desemprego: number | null;
  valor_verbas_rescisorias: number | null;
  valor_fgts: number | null;
  valor_dano_moral: number | null;
}

/** The wizard's state: what POST /api/relatorio takes, with blanks allowed while typing. */
export interface ReportDraft {
  id?: number;
  nrInscricao: string;
  empregador_razao_social: string;
  empregador_endereco: string;
  empregador_bairro: string;
  empregador_uf: string;
  empregador_municipio: string;
  empregador_cep: string;
  empregador_cnae: string;
  empregador_latitude: number | null;
  empregador_longitude: number | null;
  data_ini: string;
  data_fim: string;
  equipe: ReportInstitution[];
  historico: string;
  autos_infracao: ReportNotice[];
  trabalho_informal: InformalDraft;
  interdicoes_embargos: ReportEmbargo[];
  ndfc: ReportNdfc[];
  conclusao: string[];
}

export const emptyInformal = (): InformalDraft => ({
  homens: null,
  mulheres: null,
  menores_16: null,
  menores_16_18: null,
  estrangeiros: null,
  resgatados: null,
  guias_seguro_desemprego: null,
  valor_verbas_rescisorias: null,
  valor_fgts: null,
  valor_dano_moral: null,
});

export const emptyDraft = (): ReportDraft => ({
  nrInscricao: '',
  empregador_razao_social: '',
  empregador_endereco: '',
  empregador_bairro: '',
  empregador_uf: '',
  empregador_municipio: '',
  empregador_cep: '',
  empregador_cnae: '',
  empregador_latitude: null,
  empregador_longitude: null,
  data_ini: '',
  data_fim: '',
  equipe: defaultTeam(),
  historico: '',
  autos_infracao: [],
  trabalho_informal: emptyInformal(),
  interdicoes_embargos: [],
  ndfc: [],
  conclusao: [],
});

export function draftOf(r: Report): ReportDraft {
  const t = r.trabalho_informal;
  return {
    id: r.id,
    nrInscricao: formatInscricao(r.nrInscricao),
    empregador_razao_social: r.empregador_razao_social,
    empregador_endereco: r.empregador_endereco ?? '',
    empregador_bairro: r.empregador_bairro ?? '',
    empregador_uf: r.empregador_uf ?? '',
    empregador_municipio: r.empregador_municipio ?? '',
    empregador_cep: r.empregador_cep ?? '',
    empregador_cnae: r.empregador_cnae ?? '',
    empregador_latitude: r.empregador_latitude,
    empregador_longitude: r.empregador_longitude,
    data_ini: r.data_ini,
    data_fim: r.data_fim,
    equipe: r.equipe,
    historico: r.historico,
    autos_infracao: r.autos_infracao,
    trabalho_informal: { ...t, valor_verbas_rescisorias: Number(t.valor_verbas_rescisorias), valor_fgts: Number(t.valor_fgts), valor_dano_moral: Number(t.valor_dano_moral) },
    interdicoes_embargos: r.interdicoes_embargos,
    ndfc: r.ndfc,
    conclusao: r.conclusao,
  };
}

export function formatInscricao(v: string): string {
  const d = onlyDigits(v);
  return d.length > 11 ? formatCnpj(d) : formatCpf(d);
}
