/** The bell's styles (plain CSS, like the rest of the frame). */
export const BELL_CSS = `
.sa-bell { position: relative; margin-left: auto; }
.sa-bell + .sa-header-user { margin-left: 0; }
.sa-bell-button { position: relative; width: 40px; height: 40px; font-size: 18px; }
.sa-bell-badge { position: absolute; top: 2px; right: 0; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px; background: #e52207;
  color: #fff; font-size: 11px; font-weight: 700; line-height: 18px; text-align: center; }
.sa-bell-panel { position: absolute; right: 0; top: calc(100% + 8px); width: min(360px, calc(100vw - 24px)); background: #fff; border-radius: 8px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.16); z-index: 30; padding: 8px 0; }
.sa-bell-title { font-weight: 600; padding: 4px 16px 8px; border-bottom: 1px solid #f0f0f0; }
.sa-bell-empty { margin: 0; padding: 12px 16px; color: rgba(0, 0, 0, 0.65); }
.sa-bell-list { list-style: none; margin: 0; padding: 0; overflow-y: auto; }
.sa-bell-item { display: flex; flex-direction: column; gap: 2px; width: 100%; text-align: left; padding: 10px 16px; border: 0; border-bottom: 1px solid #f0f0f0;
  background: #fff; font: inherit; color: inherit; cursor: pointer; }
.sa-bell-item:hover { background: #f5f8ff; }
.sa-bell-item[data-seen='false'] { background: #eef3fc; }
.sa-bell-item[data-seen='false'] .sa-bell-text { font-weight: 600; }
@media (max-width: 575.98px) { .sa-bell-panel { position: fixed; top: 64px; left: 12px; right: 12px; width: auto; } }
.sa-bell-meta { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; color: rgba(0, 0, 0, 0.65); }
`;
