import { type UrlFilterCodec } from '@sisacte/ui';
import { CLOSING_FORECAST_OPTIONS, parseArea, type LatLng } from '@sisacte/contracts/denuncias/complaint-list';
import { COMPLAINT_LANGUAGES, COMPLAINT_STATUSES } from '@sisacte/contracts/denuncias/complaints';

/**
 * The complaint lists' filters as the address keeps them (the names the API takes): dates YYYY-MM-DD, score
 * range, closing forecast, UF, city id (with its name, only to show it again), organization id,
 * status, the language it was filed in and the map area ('lat,lng;…', a closed ring). Whether the list is the archived one comes
 * from the path, not from here.
 */
export interface ComplaintFilterValues {
  data_ini: string;
  data_fim: string;
  score_ini: string;
  score_fim: string;
  encerramento: string;
  uf: string;
  municipio: string;
  municipio_nome: string;
  organizacao: string;
  status: string;
  idioma: string;
  area: string;
}

export const EMPTY_COMPLAINT_FILTERS: ComplaintFilterValues = {
  data_ini: '',
  data_fim: '',
  score_ini: '',
  score_fim: '',
  encerramento: '',
  uf: '',
  municipio: '',
  municipio_nome: '',
  organizacao: '',
  status: '',
  idioma: '',
  area: '',
};
const KEYS = Object.keys(EMPTY_COMPLAINT_FILTERS) as (keyof ComplaintFilterValues)[];
/** What the API receives (municipio_nome is only for the screen). */
const QUERY_KEYS = KEYS.filter((k) => k !== 'municipio_nome');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,7}$/;
const ID = /^[1-9]\d{0,9}$/;
const clean: { [K in keyof ComplaintFilterValues]: (v: string) => string } = {
  data_ini: (v) => (ISO_DATE.test(v) ? v : ''),
  data_fim: (v) => (ISO_DATE.test(v) ? v : ''),
  score_ini: (v) => (WHOLE.test(v.trim()) ? String(Number(v.trim())) : ''),
  score_fim: (v) => (WHOLE.test(v.trim()) ? String(Number(v.trim())) : ''),
  encerramento: (v) => ((CLOSING_FORECAST_OPTIONS as readonly string[]).includes(v) ? v : ''),
  uf: (v) => (/^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : ''),
  municipio: (v) => (ID.test(v) ? v : ''),
  municipio_nome: (v) => v.trim().slice(0, 120),
  organizacao: (v) => (ID.test(v) ? v : ''),
  status: (v) => ((COMPLAINT_STATUSES as readonly string[]).includes(v) ? v : ''),
  idioma: (v) => ((COMPLAINT_LANGUAGES as readonly string[]).includes(v) ? v : ''),
  area: (v) => (v && 'ring' in parseArea(v) ? v : ''),
};

function normalise(values: ComplaintFilterValues): ComplaintFilterValues {
  const out = { ...EMPTY_COMPLAINT_FILTERS };
  for (const k of KEYS) out[k] = clean[k](values[k] ?? '');
  // a city belongs to its state; its name only goes with it
  if (!out.uf) out.municipio = '';
  if (!out.municipio) out.municipio_nome = '';
  return out;
}

export const complaintFilterCodec: UrlFilterCodec<ComplaintFilterValues> = {
  read: (params) => {
    const values = { ...EMPTY_COMPLAINT_FILTERS };
    for (const k of KEYS) values[k] = params.get(k) ?? '';
    return normalise(values);
  },
  write: (values, into) => {
    const next = new URLSearchParams(into);
    const clean = normalise(values);
    for (const k of KEYS) {
      if (clean[k]) next.set(k, clean[k]);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => QUERY_KEYS.map((k) => values[k]).join('|'),
};

/** How many filters are set (the badge of the 'Filtros' box). */
export const countComplaintFilters = (values: ComplaintFilterValues) => QUERY_KEYS.filter((k) => values[k] !== '').length;

/** The filters as the API's query (only those set), with the list chosen by the address. */
export function toComplaintQuery(values: ComplaintFilterValues, arquivada: boolean): Record<string, string> {
  const clean = normalise(values);
  const query: Record<string, string> = {};
  for (const k of QUERY_KEYS) if (clean[k]) query[k] = clean[k];
  query.arquivada = String(arquivada);
  return query;
}

/** The area filter's vertices (closed ring), or null. */
export function areaVertices(area: string): LatLng[] | null {
  if (!area) return null;
  const parsed = parseArea(area);
  return 'ring' in parsed ? parsed.ring : null;
}
