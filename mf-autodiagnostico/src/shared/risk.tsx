import type { CSSProperties } from 'react';
import { RISK_COLOURS, type RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { useRiskName, useT } from '../i18n';

/** A risk level as a tag in its chart colour (with the name written, in the page's language: colour is never the only cue). */
export function RiskTag({ risco }: { risco: RiskLevel }) {
  const { t } = useT();
  const name = useRiskName();
  return (
    <span className="ad-risk" style={{ background: RISK_COLOURS[risco] }}>
      {t('risk.tag', { level: name(risco) })}
    </span>
  );
}

/** The `--risk` CSS variable of a card or feedback box. */
export const riskStyle = (risco: RiskLevel | null | undefined): CSSProperties => ({ ['--risk' as string]: risco ? RISK_COLOURS[risco] : undefined });
