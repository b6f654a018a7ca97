/** The few global rules the wizard needs (the remote has no CSS loader). */
const WIZARD_CSS = `
.visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.wizard .wizard-legend { font-size: 14px; line-height: 1.5715; padding: 0 0 8px; margin: 0; color: rgba(0,0,0,.88); white-space: normal; border: 0; width: 100%; }
.wizard fieldset.wizard-question { margin: 0 0 8px; }
.wizard .wizard-legend-required::before { content: '*'; color: #e52207; margin-inline-end: 4px; font-family: SimSun, sans-serif; }
.wizard fieldset:focus-visible { outline: 2px solid #1351b4; outline-offset: 4px; }
.wizard .receipt-codes { display: grid; gap: 12px; margin: 0; }
.wizard .receipt-code { border: 1px solid #d9dde5; border-radius: 8px; padding: 12px clamp(12px, 3vw, 16px); background: #f8f9fb; }
.wizard .receipt-code dt { font-size: 14px; color: rgba(0,0,0,.7); margin: 0 0 4px; }
.wizard .receipt-code dd { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin: 0; }
.wizard .receipt-code-value { white-space: nowrap; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace; font-size: clamp(18px, 5vw, 24px); font-weight: 700; letter-spacing: .03em; color: rgba(0,0,0,.88); }
.wizard .receipt-code-error { flex-basis: 100%; font-size: 13px; color: #b3261e; }
`;

export function WizardStyles() {
  return <style>{WIZARD_CSS}</style>;
}
