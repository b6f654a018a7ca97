import { AccessTab as TrailAccessTab } from '@sisacte/ui/trail';

/**
 * The 'Acessos' tab of a complaint (administrators and the data-protection officer): who opened,
 * changed, exported it or downloaded its files, and when — the same tab as a person's.
 */
export function AccessTab({ complaintId }: { complaintId: number }) {
  return <TrailAccessTab subject={{ type: 'denuncia', id: complaintId }} />;
}
