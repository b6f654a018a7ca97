/**
 * The public home's styles: the look of the back office (gov.br blue, antd's header, cards and buttons)
 * without loading antd. Links in running text are underlined (WCAG 1.4.1: not by colour alone).
 */
export const HOME_CSS = `
.home { min-height: 100vh; display: flex; flex-direction: column; background: #f5f7fb; color: rgba(0, 0, 0, 0.88);
  font: 14px/1.5714 Rawline, Raleway, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
.home a { color: #1351b4; text-decoration: underline; text-underline-offset: 2px; }
.home a:hover { color: #0c326f; }
.home a:focus-visible { outline: 3px solid #1351b4; outline-offset: 2px; border-radius: 2px; }
.home-header { position: relative; min-height: 64px; padding: 8px 24px; box-sizing: border-box; background: #001529; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.home-brand { color: #fff; font-size: 20px; font-weight: 700; }
.home-header-tools { display: flex; align-items: center; flex-wrap: wrap; justify-content: flex-end; gap: 12px; }
.home-emergency { margin: 0 0 8px; font-weight: 600; }
.home-content { flex: 1; padding: 48px 24px; width: 100%; max-width: 960px; margin: 0 auto; box-sizing: border-box; }
.home-intro { text-align: center; margin-bottom: 32px; }
.home-intro h1 { margin: 0 0 8px; font-size: 38px; line-height: 1.21; font-weight: 600; }
.home-intro p { margin: 0 auto; max-width: 680px; font-size: 16px; color: rgba(0, 0, 0, 0.65); }
.home-cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr)); gap: 24px; }
.home-card { background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; }
.home-card h2 { margin: 0; padding: 16px 24px; font-size: 16px; font-weight: 600; line-height: 1.5; border-bottom: 1px solid #f0f0f0; }
.home-card p { margin: 0; padding: 24px 24px 16px; }
.home-actions { padding: 0 24px 24px; display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.home .home-button { display: inline-flex; align-items: center; height: 32px; padding: 0 15px; box-sizing: border-box;
  border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: rgba(0, 0, 0, 0.88); text-decoration: none; }
.home .home-button:hover { color: #1351b4; border-color: #1351b4; }
.home .home-button-primary { background: #1351b4; border-color: #1351b4; color: #fff; }
.home .home-button-primary:hover { background: #0c326f; border-color: #0c326f; color: #fff; }
.home-footer { padding: 24px 50px; text-align: center; }
@media (max-width: 575px) {
  .home-header { padding: 8px 16px; }
  .home-content { padding: 32px 16px; }
  .home-intro h1 { font-size: 30px; }
}
`;
