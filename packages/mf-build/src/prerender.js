/**
 * A public page's first view, rendered at build time into its HTML (`publicPage.prerender`): a module of the app
 * exporting `prerender(): { head, body }` (React's renderToStaticMarkup, antd's extracted theme styles) is bundled
 * for Node with esbuild, run once per production build, and its `body` replaces the page's `<div id="root">`
 * content, its `head` goes before `</head>`. A phone paints that view from the HTML before the app's JavaScript
 * has arrived and run; the app then renders over it. Development builds keep the template's placeholder. When the
 * module also exports `variants()` (the view in other languages: `{ code, lang, title, description?, noscript?, body }[]`), each is
 * emitted beside the page as `<page>.<code>.html`.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const require = createRequire(import.meta.url);

/** Bundles and runs the app's prerender module; returns its `{ head, body }`. */
export async function renderFirstView({ dir, entry }) {
  // esbuild as tsx (a dependency of this package) brings it: the server's build pins its own.
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
  const outfile = path.join(dir, 'node_modules', '.cache', 'sisacte-prerender', 'first-view.cjs');
  await esbuild.build({
    entryPoints: [path.resolve(dir, entry)],
    absWorkingDir: dir,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    mainFields: ['module', 'main'],
    // antd's CommonJS locales imported from a `"type": "module"` package would give Node's `default` (the whole
    // exports object), not webpack's: their ES modules are taken instead.
    alias: { 'antd/locale': 'antd/es/locale' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  delete require.cache[outfile];
  const { prerender, variants } = require(outfile);
  const view = prerender();
  return { ...view, variants: variants ? await variants() : [] };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page as emitted (scripts in, minified), with another first view (`variant`: one of the module's `variants()`):
 * its markup in the root, `<html lang>`, `<title>` and, when the variant has them, the description a search result
 * shows and the `<noscript>` line a browser without JavaScript shows; the scripts, the styles (the theme's, the same in every
 * language) and everything else stay the same.
 */
export function variantHtml(html, variant) {
  if (!ROOT_DIV.test(html)) throw new Error('prerender: a página emitida não tem <div id="root">…</div> antes de </body>');
  if (variant.description !== undefined && !DESCRIPTION.test(html)) throw new Error('prerender: a página emitida não tem <meta name="description" content="…">');
  if (variant.noscript !== undefined && !NOSCRIPT.test(html)) throw new Error('prerender: a página emitida não tem <noscript>…</noscript>');
  return html
    .replace(ROOT_DIV, (_, open, close) => `${open}${variant.body}${close}`)
    .replace(/<html([^>]*)\slang=("[^"]*"|[^\s>]*)/i, (_, before) => `<html${before} lang="${escapeHtml(variant.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(variant.title)}</title>`)
    .replace(DESCRIPTION, (whole, before) => (variant.description === undefined ? whole : `${before}"${escapeHtml(variant.description)}"`))
    .replace(NOSCRIPT, (whole) => (variant.noscript === undefined ? whole : `<noscript>${escapeHtml(variant.noscript)}</noscript>`));
}

const DESCRIPTION = /(<meta\s+name=(?:"description"|description)\s+content=)("[^"]*"|'[^']*'|[^\s'">]+)/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

const ROOT_DIV = /(<div id="root">)[\s\S]*?(<\/div>\s*<\/body>)/;

export class PrerenderPlugin {
  /** @param {{ dir: string, entry: string }} options the app's folder and its prerender module */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let view;
    compiler.hooks.beforeCompile.tapPromise('PrerenderPlugin', async () => {
      view = await renderFirstView(this.options);
    });
    compiler.hooks.compilation.tap('PrerenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap('PrerenderPlugin', (data) => {
        if (!ROOT_DIV.test(data.html)) throw new Error('prerender: o modelo da página não tem <div id="root">…</div> antes de </body>');
        data.html = data.html.replace(ROOT_DIV, (_, open, close) => `${open}${view.body}${close}`).replace('</head>', `${view.head}</head>`);
        return data;
      });
      // public.html → public.es.html, … (the server gives one to /denunciar?lang=es)
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderPlugin', (data) => {
        for (const variant of view.variants) {
          const name = data.outputName.replace(/\.html$/, `.${variant.code}.html`);
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(variantHtml(data.html, variant), false));
        }
        return data;
      });
    });
  }
}
