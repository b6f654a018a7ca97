/** The few global rules the wizard needs (the remote has no CSS loader). */
const WIZARD_CSS = `
.visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.wizard .wizard-legend { font-size: 14px; line-height: 1.5715; padding: 0 0 8px; margin: 0; color: rgba(0,0,0,.88); white-space: normal; border: 0; width: 100%; }
.wizard fieldset.wizard-question { margin: 0 0 8px; }
.wizard .wizard-legend-required::before { content: '*'; color: #e52207; margin-inline-end: 4px; font-family: SimSun, sans-serif; }
.wizard fieldset:focus-visible { outline: 2px solid #1351b4; outline-offset: 4px; }
`;

export function WizardStyles() {
  return <style>{WIZARD_CSS}</style>;
}
