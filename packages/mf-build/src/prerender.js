/**
 * A public page's first view, rendered at build time into its HTML (`publicPage.prerender`): a module of the app
 * exporting `prerender(): { head, body }` (React's renderToStaticMarkup, antd's extracted theme styles) is bundled
 * for Node with esbuild, run once per production build, and its `body` replaces the page's `<div id="root">`
 * content, its `head` goes before `</head>`. A phone paints that view from the HTML before the app's JavaScript
 * has arrived and run; the app then renders over it. Development builds keep the template's placeholder.
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
  const { prerender } = require(outfile);
  return prerender();
}

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
    });
  }
}
