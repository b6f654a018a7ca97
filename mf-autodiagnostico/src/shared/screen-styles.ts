/** Plain CSS of the self-diagnosis screens (layout only; antd draws the controls). */
export const SCREEN_CSS = `
.ad-screen { max-width: 760px; margin: 0 auto; padding: 4px 0 32px; color: rgba(0,0,0,.88); font-family: Rawline, Raleway, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 14px; line-height: 1.5714; }
.ad-btn { display: inline-flex; align-items: center; justify-content: center; height: 32px; padding: 0 15px; font: inherit; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: rgba(0,0,0,.88); cursor: pointer; }
.ad-btn:hover { color: #1351b4; border-color: #1351b4; }
.ad-btn:focus-visible, .ad-input:focus-visible { outline: 3px solid #1351b4; outline-offset: 1px; }
.ad-btn-primary { background: #1351b4; border-color: #1351b4; color: #fff; }
.ad-btn-primary:hover { background: #0c326f; border-color: #0c326f; color: #fff; }
.ad-input { box-sizing: border-box; width: 100%; height: 32px; padding: 4px 11px; font: inherit; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: rgba(0,0,0,.88); }
.ad-input::placeholder { color: rgba(0,0,0,.55); }
.ad-input:hover { border-color: #1351b4; }
.ad-alert { border: 1px solid #ffccc7; background: #fff2f0; padding: 8px 12px; border-radius: 6px; }
.ad-screen-wide { max-width: 1180px; }
.ad-screen-header { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; justify-content: space-between; margin-bottom: 16px; }
.ad-title { font-size: 22px; line-height: 1.3; margin: 0; font-weight: 600; }
.ad-subtitle { margin: 4px 0 0; color: rgba(0,0,0,.7); }
.ad-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.ad-section { background: #fff; border: 1px solid #e5e5e5; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
.ad-section h2 { font-size: 18px; margin: 0 0 8px; }
.ad-section h3 { font-size: 16px; margin: 0 0 8px; }
.ad-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 14px; }
.ad-field > label { font-weight: 500; }
.ad-field-error { color: #b31b00; font-size: 13px; }
.ad-hint { color: rgba(0,0,0,.7); font-size: 13px; }
.ad-inline-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.ad-models { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
.ad-models li { border: 1px solid #e5e5e5; border-radius: 8px; padding: 14px; background: #fff; }
.ad-models h3 { margin: 0 0 4px; font-size: 17px; }
.ad-code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 22px; letter-spacing: 2px; font-weight: 600; }
.ad-link-box { word-break: break-all; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; background: #f5f7fa; padding: 8px; border-radius: 6px; }
.ad-wizard { display: grid; grid-template-columns: 300px minmax(0, 1fr); gap: 20px; align-items: start; }
.ad-sidebar { position: sticky; top: 8px; max-height: calc(100vh - 96px); overflow-y: auto; background: #fff; border: 1px solid #e5e5e5; border-radius: 8px; padding: 8px 0; }
.ad-sidebar-toggle { display: none; }
.ad-sidebar h2 { font-size: 14px; margin: 12px 12px 4px; color: rgba(0,0,0,.75); }
.ad-sidebar ol { list-style: none; margin: 0; padding: 0; }
.ad-sidebar a { display: flex; gap: 8px; padding: 6px 12px; color: rgba(0,0,0,.85); text-decoration: none; font-size: 14px; line-height: 1.35; border-left: 3px solid transparent; }
.ad-sidebar a:hover { background: #f0f5ff; text-decoration: underline; }
.ad-sidebar a[aria-current] { background: #e6efff; border-left-color: #1351b4; font-weight: 600; }
.ad-mark { flex: none; width: 18px; text-align: center; }
.ad-mark-done { color: #168821; }
.ad-question h2 { font-size: 19px; margin: 0 0 6px; }
.ad-ref { color: rgba(0,0,0,.7); font-size: 13px; margin: 0 0 12px; }
.ad-options { display: flex; flex-direction: column; gap: 10px; border: 0; padding: 0; margin: 0 0 16px; }
.ad-options legend { font-weight: 500; margin-bottom: 6px; }
.ad-option { display: flex; gap: 10px; align-items: flex-start; border: 1px solid #d9d9d9; border-radius: 8px; padding: 10px 12px; cursor: pointer; background: #fff; }
.ad-option:has(input:checked) { border-color: #1351b4; background: #f0f5ff; }
.ad-option input { margin-top: 3px; width: 18px; height: 18px; flex: none; }
.ad-feedback { border-left: 4px solid var(--risk, #1351b4); background: #fafafa; padding: 12px; border-radius: 6px; margin-bottom: 16px; }
.ad-risk { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 13px; font-weight: 600; color: #000; border: 1px solid rgba(0,0,0,.25); }
.ad-cards { display: grid; gap: 14px; }
.ad-card { background: #fff; border: 1px solid #e5e5e5; border-left: 5px solid var(--risk, #d9d9d9); border-radius: 8px; padding: 14px; }
.ad-card h3 { font-size: 16px; margin: 4px 0 6px; }
.ad-dates { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.ad-table { width: 100%; border-collapse: collapse; font-size: 14px; background: #fff; }
.ad-table th, .ad-table td { border-bottom: 1px solid #eee; padding: 6px 8px; text-align: right; }
.ad-table th:first-child, .ad-table td:first-child { text-align: left; }
.ad-table-scroll { overflow-x: auto; }
/* On a phone the five counts stay in view: narrower cells, headers and block names that wrap between words
   (hyphenated where the browser knows the page's language), never inside a word. */
@media (max-width: 480px) {
  .ad-table { font-size: 12px; }
  .ad-table th, .ad-table td { padding: 4px 2px; }
  .ad-table thead th { white-space: normal; vertical-align: bottom; font-size: 11px; hyphens: auto; }
  .ad-table tbody th { hyphens: auto; overflow-wrap: break-word; }
}
.ad-swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: baseline; border: 1px solid rgba(0,0,0,.2); }
.ad-chart { min-height: 320px; }
@media (max-width: 800px) {
  .ad-wizard { grid-template-columns: 1fr; }
  .ad-sidebar { position: static; max-height: 60vh; display: none; }
  .ad-sidebar.ad-open { display: block; }
  .ad-sidebar-toggle { display: block; margin-bottom: 8px; }
  .ad-title { font-size: 20px; }
}
@media (max-width: 480px) { .ad-dates { grid-template-columns: 1fr; } }
`;
