import type { CSSProperties } from 'react';
import { RISK_COLOURS, type RiskLevel } from '@sisacte/contracts/autodiagnostico/models';

/** A risk level as a tag in its chart colour (with the name written: colour is never the only cue). */
export function RiskTag({ risco }: { risco: RiskLevel }) {
  return (
    <span className="ad-risk" style={{ background: RISK_COLOURS[risco] }}>
      Risco {risco}
    </span>
  );
}

/** The `--risk` CSS variable of a card or feedback box. */
export const riskStyle = (risco: RiskLevel | null | undefined): CSSProperties => ({ ['--risk' as string]: risco ? RISK_COLOURS[risco] : undefined });
