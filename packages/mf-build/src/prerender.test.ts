import { variantHtml } from './prerender.js';

const page =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"/><title>Fazer uma denúncia — SisActe</title><meta name="description" content="Denuncie. Pode ser anônimo."><style>:root{--a:1}</style><script defer src="app.js"></script></head>' +
  '<body><noscript>Ative o JavaScript</noscript><div id="root"><div><h1>Fazer uma denúncia</h1><p>50% $& anônima</p></div></div></body></html>';

describe('a prerendered page in another language (variantHtml)', () => {
  it("swaps the first view, <html lang> and <title>, and keeps the page's scripts and styles", () => {
    const es = variantHtml(page, { code: 'es', lang: 'es', title: 'Hacer una denuncia — SisActe', body: '<div><h1>Hacer una denuncia</h1></div>' });
    expect(es).toBe(
      '<!doctype html><html lang="es"><head><meta charset="utf-8"/><title>Hacer una denuncia — SisActe</title><meta name="description" content="Denuncie. Pode ser anônimo."><style>:root{--a:1}</style><script defer src="app.js"></script></head>' +
        '<body><noscript>Ative o JavaScript</noscript><div id="root"><div><h1>Hacer una denuncia</h1></div></div></body></html>',
    );
  });

  it('swaps the description and the <noscript> line when the variant has them', () => {
    const fr = variantHtml(page, { code: 'fr', lang: 'fr', title: 'Faire un signalement', description: "Signalez l'abus. C'est \"anonyme\".", noscript: 'Activez <JavaScript>', body: '' });
    expect(fr).toContain('<meta name="description" content="Signalez l\'abus. C\'est &quot;anonyme&quot;.">');
    expect(fr).toContain('<body><noscript>Activez &lt;JavaScript&gt;</noscript><div id="root"></div></body>');
    expect(fr).not.toContain('Pode ser anônimo');
    expect(fr).not.toContain('Ative o JavaScript');
  });

  it('writes texts as text (a title with markup characters stays a title), and a body as given', () => {
    const odd = variantHtml(page, { code: 'en', lang: 'en', title: 'A <b> & "c"', body: '<p>$& $1</p>' });
    expect(odd).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(odd).toContain('<div id="root"><p>$& $1</p></div></body>');
  });

  it("keeps a single-quoted description whole, and refuses a page that lacks what the variant replaces", () => {
    const quoted = page.replace('content="Denuncie. Pode ser anônimo."', "content='Denuncie \"já\". Pode ser anônimo.'");
    expect(variantHtml(quoted, { code: 'en', lang: 'en', title: 't', description: 'Report.', body: '' })).toContain('<meta name="description" content="Report.">');
    const bare = page.replace(/<meta name="description"[^>]*>/, '').replace(/<noscript>.*<\/noscript>/, '');
    expect(() => variantHtml(bare, { code: 'en', lang: 'en', title: 't', description: 'Report.', body: '' })).toThrow(/description/);
    expect(() => variantHtml(bare, { code: 'en', lang: 'en', title: 't', noscript: 'On.', body: '' })).toThrow(/noscript/);
    expect(variantHtml(bare, { code: 'en', lang: 'en', title: 't', body: '' })).toContain('<title>t</title>');
  });

  it('refuses a page without its root', () => {
    expect(() => variantHtml('<html lang="pt-BR"><body></body></html>', { code: 'es', lang: 'es', title: 't', body: '' })).toThrow(/root/);
  });
});
