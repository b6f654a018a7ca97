import { HOME_TYPES } from '@sisacte/contracts/acolhimento/monitors';
import type { TrajectoryItem } from '@sisacte/contracts/acolhimento/trajectory';
import { WELCOMED_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/welcomed';
import type { DbOrTx } from '../../../db/client';
import { formatDate } from '../../../lib/documents';
import { notFound } from '../../../lib/http-errors';
import { findPerson } from '../../shared/lookups/repository';
import { trajectoryRows, type TrajectoryRow } from './repository';

const join = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Title and detail of each step, as the 'Trajetória' tab shows them. */
function toItem(r: TrajectoryRow): TrajectoryItem {
  const base = { kind: r.kind, id: Number(r.id), link_id: Number(r.link_id), date: r.date, end_date: r.end_date, status: r.status };
  switch (r.kind) {
    case 'stay':
      return {
        ...base,
        title: 'Estadia',
        detail: `Check-in em ${formatDate(r.date)} · ${r.end_date ? `check-out em ${formatDate(r.end_date)}` : 'hospedado(a)'}`,
      };
    case 'forwarding':
      return { ...base, title: r.a ? `Encaminhamento: ${r.a}` : 'Encaminhamento', detail: r.b ?? '' };
    case 'monitor': {
      const home = HOME_TYPES.find((h) => String(h.id) === r.b)?.name;
      const family = Number(r.n ?? 0);
      return {
        ...base,
        title: 'Monitoramento',
        detail: join([r.a, home ? `Moradia ${home}` : null, family > 0 ? plural(family, 'pessoa na composição familiar', 'pessoas na composição familiar') : null, r.c]),
      };
    }
    case 'vacancy':
      return { ...base, title: r.a ? `Vaga: ${r.a}` : 'Vaga', detail: join([r.b, r.c]) };
    case 'course':
      return {
        ...base,
        title: `Curso: ${r.a ?? ''}`,
        detail: r.b ? `${formatDate(r.b)}${r.end_date ? ` a ${formatDate(r.end_date)}` : ''}` : '',
      };
  }
}

/** GET /api/welcomeds/{id}/trajetoria: of an active or trashed person; 404 for no such person. */
export async function trajectory(db: DbOrTx, welcomedId: number): Promise<TrajectoryItem[]> {
  if (!(await findPerson(db, welcomedId))) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
  return (await trajectoryRows(db, welcomedId)).map(toItem);
}
