/**
 * Styles of the staff frame (top bar, sidebar, content area, the shell's own notices): the look of antd's
 * dark layout and menu without loading antd, which each remote bundles with the components it uses.
 */
export const FRAME_CSS = `
.sa-frame { min-height: 100vh; display: flex; background: #f5f5f5; color: rgba(0, 0, 0, 0.88);
  font: 14px/1.5714 Rawline, Raleway, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
.sa-frame *, .sa-frame *::before, .sa-frame *::after { box-sizing: border-box; }
.sa-sider { flex: 0 0 248px; width: 248px; background: #001529; position: sticky; top: 0; height: 100vh; overflow: auto; z-index: 20;
  transition: width 0.2s, flex-basis 0.2s; }
.sa-sider[data-collapsed='true'] { flex-basis: 80px; width: 80px; }
.sa-sider[data-narrow='true'] { position: fixed; left: 0; }
.sa-sider[data-narrow='true'][data-collapsed='true'] { display: none; }
.sa-brand { color: #fff; padding: 18px 20px; font-weight: 700; font-size: 18px; white-space: nowrap; }
.sa-backdrop { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.45); z-index: 19; }
.sa-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.sa-header { height: 64px; background: #fff; padding: 0 16px; display: flex; align-items: center; gap: 12px; border-bottom: 1px solid #f0f0f0; }
.sa-header-user { margin-left: auto; }
@media (max-width: 575.98px) { .sa-wide-only { display: none; } }
.sa-content { padding: 24px; flex: 1; }
.sa-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 32px; padding: 0 15px; border: 1px solid #d9d9d9;
  border-radius: 6px; background: #fff; color: rgba(0, 0, 0, 0.88); font: inherit; cursor: pointer; text-decoration: none; }
.sa-button:hover { color: #1351b4; border-color: #1351b4; }
.sa-button-text { border-color: transparent; background: transparent; padding: 0; width: 32px; }
.sa-button-text:hover { background: rgba(0, 0, 0, 0.06); border-color: transparent; color: rgba(0, 0, 0, 0.88); }
.sa-frame :focus-visible { outline: 3px solid #1351b4; outline-offset: 1px; }
.sa-menu, .sa-menu ul { list-style: none; margin: 0; padding: 0; }
.sa-menu { padding: 4px 0 16px; }
.sa-menu [role='menuitem'] { display: flex; align-items: center; gap: 10px; height: 40px; margin: 4px; padding: 0 16px 0 24px; border-radius: 8px;
  color: rgba(255, 255, 255, 0.78); cursor: pointer; white-space: nowrap; overflow: hidden; user-select: none; }
.sa-menu [role='menuitem']:hover { color: #fff; }
.sa-menu ul [role='menuitem'] { padding-left: 48px; }
.sa-menu ul { background: #000c17; }
.sa-menu [role='menuitem'][aria-current='page'] { background: #1351b4; color: #fff; }
.sa-menu .sa-arrow { margin-left: auto; font-size: 10px; transition: transform 0.2s; }
.sa-menu [aria-expanded='true'] .sa-arrow { transform: rotate(180deg); }
.sa-sider[data-collapsed='true'] .sa-menu [role='menuitem'] { justify-content: center; padding: 0; }
.sa-sider[data-collapsed='true'] .sa-label, .sa-sider[data-collapsed='true'] .sa-arrow { display: none; }
.sa-center { display: flex; align-items: center; justify-content: center; padding: 48px; }
.sa-page-center { min-height: 100vh; }
.sa-spin { width: 32px; height: 32px; border: 3px solid rgba(19, 81, 180, 0.2); border-top-color: #1351b4; border-radius: 50%; animation: sa-spin 0.8s linear infinite; }
@keyframes sa-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sa-spin { animation-duration: 2.4s; } .sa-sider { transition: none; } }
.sa-result { text-align: center; padding: 48px 32px; }
.sa-result h1 { margin: 16px 0 8px; font-size: 24px; font-weight: 600; line-height: 1.35; }
.sa-result p { margin: 0 auto; max-width: 560px; color: rgba(0, 0, 0, 0.65); }
.sa-public-header { height: 64px; padding: 0 24px; background: #001529; display: flex; align-items: center; justify-content: space-between; }
.sa-public-header a.sa-brand-link { color: #fff; font-size: 18px; font-weight: 700; text-decoration: none; }
`;

/** A centred spinner with an accessible name (the frame's loading states). */
export const spinnerProps = (label: string) => ({ role: 'status', 'aria-label': label, className: 'sa-spin' }) as const;
