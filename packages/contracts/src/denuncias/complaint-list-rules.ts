// The paths, limits, closing-forecast and area rules of the staff's complaint lists, without zod (complaint-list.ts
// re-exports them with the schemas): the lists and their filters need only these.

/*
 * The staff's complaint lists (back office): `/admin/denuncias` (arquivada=false, the default) and
 * `/admin/denuncias-arquivadas` (arquivada=true) ask the same endpoint.
 *
 * Who sees what (enforced by the server on every complaint call, not only the list): holders of
 * role.api.SisActe.VisualizarTodasDemandas (and administrators) see every complaint; other staff
 * with the Denuncias role see the complaints addressed to one of their organizations (the users
 * screen sets them) and those they created. A complaint outside that is answered 404, as if it did
 * not exist. Only holders get `nomeCadastrador` (null for everyone else).
 */

export const COMPLAINT_LIST_API = {
  /** GET: the page (complaintListQuerySchema); size 20, sort id,asc by default. */
  list: '/api/denuncias',
  /** GET: the points of the filtered list for the map beside the table (same filters, no paging; at most COMPLAINT_MAP_MAX_POINTS). */
  points: '/api/denuncias/pontos',
  /** GET: PDF of the filtered list (same filters; opened in a new window). */
  report: '/api/denuncias/report',
} as const;

export const COMPLAINT_PAGE_SIZE = 20;
export const COMPLAINT_DEFAULT_SORT = 'id,asc';
export const COMPLAINT_SORT_FIELDS = ['id', 'createdAt', 'score', 'encerramento', 'numerodemanda'] as const;
/** The map shows at most this many points of a filtered list (the first by id). */
export const COMPLAINT_MAP_MAX_POINTS = 5_000;
/** The list PDF holds at most this many rows (the first by the list's order). */
export const COMPLAINT_PDF_MAX_ROWS = 2_000;

/** Closing forecast filter: within the next 30, 45, 60 or 90 days, or no forecast. */
export const CLOSING_FORECAST_OPTIONS = ['30', '45', '60', '90', 'sem_previsao'] as const;
export type ClosingForecastOption = (typeof CLOSING_FORECAST_OPTIONS)[number];
export const CLOSING_FORECAST_LABELS: Record<ClosingForecastOption, string> = {
  '30': '30 dias',
  '45': '45 dias',
  '60': '60 dias',
  '90': '90 dias',
  sem_previsao: 'Sem previsão',
};

/* ---------------------------------------------------------------- days remaining */

/** More days left than this means no forecast. */
export const NO_FORECAST_AFTER_DAYS = 100;
export const DAYS_REMAINING_CLOSED = 'Encerrado';
export const DAYS_REMAINING_NONE = 'Sem previsão';

/**
 * What the "days remaining" column shows for a closing forecast (YYYY-MM-DD, or null): 'Encerrado'
 * when the date is past, 'Sem previsão' without a date or more than 100 days ahead, otherwise the
 * ceiling of the days left (the forecast is the end of that day, in `now`'s UTC day count).
 */
export function daysRemainingLabel(forecast: string | null | undefined, now: Date = new Date()): string {
  const days = daysRemaining(forecast, now);
  if (days === null) return DAYS_REMAINING_NONE;
  if (days < 0) return DAYS_REMAINING_CLOSED;
  if (days > NO_FORECAST_AFTER_DAYS) return DAYS_REMAINING_NONE;
  return String(days);
}

/** Days from `now` to the end of the forecast day, rounded up (0 on the day itself; negative once past); null without a forecast. */
export function daysRemaining(forecast: string | null | undefined, now: Date = new Date()): number | null {
  if (!forecast) return null;
  const end = Date.parse(`${forecast}T23:59:59.999Z`);
  if (Number.isNaN(end)) return null;
  const ms = end - now.getTime();
  if (ms < 0) return -1;
  return Math.ceil(ms / 86_400_000) - 1;
}

/* ---------------------------------------------------------------- the map area */

export interface LatLng {
  lat: number;
  lng: number;
}

export const AREA_MAX_VERTICES = 200;
export const AREA_MESSAGES = {
  FORMAT: "Área do mapa inválida: use 'lat,lng;lat,lng;…' com o primeiro vértice repetido no fim",
  OPEN: 'Área do mapa aberta: o último vértice deve repetir o primeiro',
  FEW: 'Área do mapa precisa de ao menos 3 vértices diferentes',
  MANY: `Área do mapa com vértices demais (no máximo ${AREA_MAX_VERTICES})`,
  SELF_INTERSECTING: 'Área do mapa inválida: os lados do polígono se cruzam',
  RANGE: 'Área do mapa inválida: latitude entre -90 e 90, longitude entre -180 e 180',
} as const;

/**
 * The `area` query value: a closed ring of vertices 'lat,lng;lat,lng;…;lat,lng' whose last vertex
 * repeats the first (OpenLayers' rings are closed so). `encodeArea` closes an open list.
 */
export function encodeArea(vertices: readonly LatLng[]): string {
  const ring = [...vertices];
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first.lat !== last.lat || first.lng !== last.lng)) ring.push(first);
  return ring.map((v) => `${v.lat},${v.lng}`).join(';');
}

const sameVertex = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(a: LatLng, b: LatLng, p: LatLng): boolean {
  return Math.min(a.lng, b.lng) <= p.lng && p.lng <= Math.max(a.lng, b.lng) && Math.min(a.lat, b.lat) <= p.lat && p.lat <= Math.max(a.lat, b.lat);
}

function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/** Whether two non-adjacent sides of the closed ring touch or cross (adjacent sides share only their vertex, unless they fold back). */
export function isSelfIntersecting(ring: readonly LatLng[]): boolean {
  const n = ring.length - 1; // sides
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b, c, d] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
      if (adjacent) {
        // Adjacent sides fold back on each other when collinear and overlapping beyond the shared vertex.
        const shared = j === i + 1 ? b : a;
        const other1 = j === i + 1 ? a : b;
        const other2 = j === i + 1 ? d : c;
        if (orientation(other1, shared, other2) === 0 && (onSegment(shared, other1, other2) || onSegment(shared, other2, other1))) return true;
        continue;
      }
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/**
 * Parses and checks `area`: a closed ring of 3 to AREA_MAX_VERTICES different vertices, no side
 * crossing another. Returns the ring (closed) or the Portuguese message of what is wrong.
 */
export function parseArea(value: string): { ring: LatLng[] } | { error: string } {
  const parts = value.split(';').map((p) => p.trim()).filter((p) => p !== '');
  const ring: LatLng[] = [];
  for (const part of parts) {
    // Numbers as JavaScript prints them (a map may give 1.2e-7).
    const m = /^(-?\d{1,3}(?:\.\d+)?(?:e-?\d{1,3})?)\s*,\s*(-?\d{1,3}(?:\.\d+)?(?:e-?\d{1,3})?)$/i.exec(part);
    if (!m) return { error: AREA_MESSAGES.FORMAT };
    const lat = Number(m[1]);
    const lng = Number(m[2]);
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return { error: AREA_MESSAGES.RANGE };
    ring.push({ lat, lng });
  }
  if (ring.length > AREA_MAX_VERTICES + 1) return { error: AREA_MESSAGES.MANY };
  const distinct = new Set(ring.map((v) => `${v.lat},${v.lng}`)).size;
  if (distinct < 3) return { error: AREA_MESSAGES.FEW };
  if (!sameVertex(ring[0]!, ring[ring.length - 1]!)) return { error: AREA_MESSAGES.OPEN };
  for (let i = 1; i < ring.length; i++) if (sameVertex(ring[i - 1]!, ring[i]!)) return { error: AREA_MESSAGES.SELF_INTERSECTING };
  if (ring.length - 1 !== distinct) return { error: AREA_MESSAGES.SELF_INTERSECTING };
  if (isSelfIntersecting(ring)) return { error: AREA_MESSAGES.SELF_INTERSECTING };
  return { ring };
}
