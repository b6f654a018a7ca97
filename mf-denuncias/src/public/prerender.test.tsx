import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@sisacte/ui';
import { MemoryRouter } from 'react-router-dom';
import { ComplaintWizard } from '../features/complaint-wizard/complaint-wizard';
import { FirstView, prerender, variants } from './prerender';
import { ComplaintPageTitle } from './public-app';
import pt from '../locales/pt.json';

jest.mock('../features/complaint-wizard/api', () => ({
  // the questionnaire on its way: the app's first render
  listQuestionnaire: jest.fn(() => new Promise(() => undefined)),
  listOrganizations: jest.fn(() => Promise.resolve([])),
  createComplaint: jest.fn(),
}));

const visibleText = (root: HTMLElement) => root.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim();

describe('the public page prerendered at build time', () => {
  it('holds the frame, the title, the anonymity notice and the loading panel, with the theme in CSS variables', () => {
    const { head, body } = prerender();
    expect(body).toContain('Fazer uma denúncia');
    expect(body).toContain('Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.');
    expect(body).toContain('ant-skeleton');
    expect(body).toContain('Acompanhar uma denúncia');
    expect(head).toMatch(/--ant-color-primary:#1351b4/i);
  });

  it("reads in Portuguese before the app runs: its icons are hidden from screen readers, not named in English", () => {
    document.body.innerHTML = prerender().body;
    const icons = [...document.querySelectorAll('.anticon')];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    document.body.innerHTML = '';
  });

  it('is made in the other public languages too, for /denunciar?lang=…, and leaves the page in Portuguese', async () => {
    const made = await variants();
    expect(made.map((v) => v.code)).toEqual(['es', 'en', 'fr', 'ht']);
    const es = made.find((v) => v.code === 'es')!;
    expect(es.lang).toBe('es');
    expect(es.title).toBe('Hacer una denuncia — SisActe');
    expect(es.description).toBe('Denuncie el trabajo en condiciones análogas a la esclavitud. Su denuncia puede ser anónima.');
    expect(es.noscript).toBe('Para hacer la denuncia aquí, active JavaScript en su navegador.');
    expect(es.body).toContain('Hacer una denuncia');
    expect(es.body).not.toContain('Fazer uma denúncia');
    // the language picker shows the language of the address
    expect(es.body).toMatch(/<option value="es" lang="es" selected="">/);
    expect(prerender().body).toContain('Fazer uma denúncia');
  });

  it("the page's own description and <noscript> line are the Portuguese catalogue's", () => {
    const html = readFileSync(join(__dirname, 'public.html'), 'utf8');
    expect(html).toContain(`<meta name="description" content="${pt.page.metaDescription}" />`);
    expect(html).toContain(`<noscript>${pt.page.noscript}</noscript>`);
  });

  it("shows what the app's first render shows, so the app replaces it without a jump", async () => {
    const first = render(<FirstView />);
    const firstText = visibleText(first.container);
    first.unmount();
    const app = render(
      <AppProviders staticStyles>
        <MemoryRouter>
          <main>
            <ComplaintPageTitle />
            <ComplaintWizard followUpPath="/denunciar/acompanhar" />
          </main>
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(app.container.querySelector('.wizard .ant-skeleton')).not.toBeNull());
    expect(screen.getByText('Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.')).toBeInTheDocument();
    expect(visibleText(app.container)).toBe(firstText);
  });
});
