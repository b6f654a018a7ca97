import { type Monitor, type MonitorCreate, type NEEDS, type SUPPORT_LEVELS } from '@sisacte/contracts/acolhimento/monitors';

export interface FamilyRowValues {
  /** A stored row's id; none for a new row. */
  id?: number;
  name: string;
  relation: string;
  age: number | null;
  /** Locked on screen until 'Editar' (stored rows start locked). */
  disabled: boolean;
}

export interface MonitorFormValues {
  working: boolean | null;
  signed_work_card: boolean | null;
  like_work: boolean | null;
  benefits: number[];
  riscs: number[];
  home_type: number | null;
  support_levels: (typeof SUPPORT_LEVELS)[number][];
  needs: (typeof NEEDS)[number][];
  notes: string;
  family_composition: FamilyRowValues[];
}

/** A new visit is blank; a stored one as it is, its family rows locked. */
export function initialMonitorValues(monitor?: Monitor): MonitorFormValues {
  if (!monitor) {
    return { working: null, signed_work_card: null, like_work: null, benefits: [], riscs: [], home_type: null, support_levels: [], needs: [], notes: '', family_composition: [] };
  }
  return {
    working: monitor.working,
    signed_work_card: monitor.signed_work_card,
    like_work: monitor.like_work,
    benefits: monitor.benefits,
    riscs: monitor.riscs,
    home_type: monitor.home_type,
    support_levels: monitor.support_levels,
    needs: monitor.needs,
    notes: monitor.notes ?? '',
    family_composition: monitor.family_composition.map((r) => ({
      id: r.id,
      name: r.name,
      relation: r.relation ?? '',
      age: r.age,
      disabled: true,
    })),
  };
}

/** The body of POST/PUT /api/monitor: the person's id and the form; rows go back locked. */
export function toMonitorBody(welcomedId: number, v: MonitorFormValues): MonitorCreate {
  return {
    welcomed: welcomedId,
    working: v.working,
    signed_work_card: v.signed_work_card,
    like_work: v.like_work,
    benefits: v.benefits,
    riscs: v.riscs,
    home_type: v.home_type,
    support_levels: v.support_levels,
    needs: v.needs,
    notes: v.notes,
    family_composition: v.family_composition.map((r) => ({
      ...(r.id !== undefined ? { id: r.id } : {}),
      name: r.name,
      relation: r.relation,
      age: r.age,
      disabled: true,
    })),
  };
}
