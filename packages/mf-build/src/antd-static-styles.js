/**
 * antd's styles as static CSS for a public page (`publicPage.staticAntdStyles`), instead of antd computing and
 * inserting each component's styles while it renders (its CSS-in-JS was about a third of the complaint page's first
 * render on a phone). The page's providers set `theme.zeroRuntime` (`AppProviders staticStyles`); the theme's
 * tokens are still CSS variables written at run time, so the colours stay ours.
 *
 * Two parts, both from antd's own `dist/antd.css` (its default theme's token blocks, `.css-var-…`, left out):
 * - the first styles, inlined in the page's <head>: the rules of every antd component in the page's first
 *   files (found from the modules in its initial chunks and its `first-view` chunk), so the first panel paints
 *   styled without another request;
 * - all of antd's styles, a file (`public/antd.<hash>.css`) named in `<meta name="sisacte-later-styles">`, that
 *   `loadLaterStyles()` (@sisacte/ui) adds when code loaded later needs it. It repeats the first styles so that, once
 *   loaded, antd's rules cascade in their original order.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const require = createRequire(import.meta.url);

/** Folders of antd/es whose styles use another class prefix than the folder's name; `[]`: no styles of its own. */
const PREFIXES_OF = {
  button: ['btn'],
  grid: ['row', 'col'],
  'date-picker': ['picker'],
  'time-picker': ['picker'],
  calendar: ['picker', 'calendar'],
  'float-button': ['float-btn'],
  'config-provider': [],
  locale: [],
  theme: [],
  style: [],
  version: [],
};

/** The CSS class prefixes (`btn`, `form`…) of antd folders (`button`, `form`…). */
export function prefixesOf(antdFolders) {
  const out = new Set();
  for (const folder of antdFolders) for (const p of PREFIXES_OF[folder] ?? [folder]) out.add(p);
  return out;
}

/** Top-level blocks of a stylesheet (a rule, or an at-rule with its braces), in order. */
export function topLevelBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks.filter(Boolean);
}

/** antd's default theme's token blocks and its cssinjs cache map: the page's own tokens come at run time. */
const isThemeBlock = (block) => /^\.(css-var-|data-ant-cssinjs-cache-path)/.test(block);

/** The antd component class names (`btn`, `form-item`…) a rule's selectors use. */
const componentsOf = (block) => [...block.slice(0, block.indexOf('{')).matchAll(/\.ant-([a-z]+(?:-[a-z]+)*)/g)].map((m) => m[1]);

/**
 * Splits antd.css: `first` holds the rules of the given component prefixes and the rules of no component (links,
 * icons, keyframes), inside @media and @supports blocks too; `all` every block but the default theme's. A class
 * belongs to the longest of `known` prefixes it starts with (`input-number-handler` to InputNumber, not Input).
 */
export function splitAntdCss(css, prefixes, known = prefixes) {
  const owner = (name) => [...known].filter((p) => name === p || name.startsWith(`${p}-`)).sort((a, b) => b.length - a.length)[0];
  const wantedName = (name) => {
    const p = owner(name);
    return p ? prefixes.has(p) : [...prefixes].some((q) => name === q || name.startsWith(`${q}-`));
  };
  const ofFirst = (names) => names.length === 0 || names.some(wantedName);
  const all = [];
  const first = [];
  for (const block of topLevelBlocks(css)) {
    if (isThemeBlock(block)) continue;
    all.push(block);
    if (/^@(media|supports|container)/.test(block)) {
      const open = block.indexOf('{');
      const inner = topLevelBlocks(block.slice(open + 1, -1)).filter((rule) => componentsOf(rule).length > 0 && ofFirst(componentsOf(rule)));
      if (inner.length > 0) first.push(`${block.slice(0, open + 1)}${inner.join('')}}`);
    } else if (ofFirst(componentsOf(block))) first.push(block);
  }
  return { first: first.join(''), all: all.join('') };
}

/** antd's folders with styles of their own (`antd/es/<folder>/style`). */
function styledFolders(antdDir) {
  const es = path.join(antdDir, 'es');
  return fs.readdirSync(es).filter((folder) => fs.existsSync(path.join(es, folder, 'style')));
}

/**
 * Shown only after the user does something (a toast, a notification): never in a first view, and their styles are
 * large. The rest of the styles start loading at the page's first interaction (laterFilesWaitForStyles).
 */
const LATER_ONLY = new Set(['message', 'notification']);

/**
 * The chunk a page's entry fetches for its first view, when the entry itself is kept small
 * (`import(/* webpackChunkName: "first-view" *\/ …)`): its antd styles are first styles too.
 */
export const FIRST_VIEW_CHUNK = 'first-view';

/**
 * antd folders (`button`, `form`…) whose styles are in a compilation's first files (its initial chunks and the
 * `first-view` chunk): those with a `style` module there (`antd/es/form/style/index.js`, `antd/es/_util/wave/style.js`
 * for the click wave).
 */
export function initialAntdFolders(compilation) {
  const folders = new Set();
  const visit = (module) => {
    if (module.modules) for (const inner of module.modules) visit(inner);
    const match = /[\\/]antd[\\/](?:es|lib)[\\/]((?:_util[\\/])?[^\\/]+)[\\/]style(?:[\\/]|\.js$)/.exec(module.resource ?? '');
    if (match) folders.add(match[1].replace(/^_util[\\/]/, ''));
  };
  // The first-view chunk's group: the chunk and the shared files split out of it, fetched together.
  const firstView = new Set(compilation.namedChunkGroups.get(FIRST_VIEW_CHUNK)?.chunks ?? []);
  for (const chunk of compilation.chunks) {
    if (!chunk.canBeInitial() && !firstView.has(chunk)) continue;
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
  }
  return folders;
}

export class AntdStaticStylesPlugin {
  /** @param {{ dir: string, assetsDir: string }} options the app's folder (antd is resolved from it) and where assets go */
  constructor({ dir, assetsDir }) {
    this.dir = dir;
    this.assetsDir = assetsDir;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('AntdStaticStylesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStaticStylesPlugin', (data) => {
        const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [this.dir] }));
        const css = fs.readFileSync(path.join(antdDir, 'dist', 'antd.css'), 'utf8');
        const folders = [...initialAntdFolders(compilation)].filter((folder) => !LATER_ONLY.has(folder));
        const { first, all } = splitAntdCss(css, prefixesOf(folders), prefixesOf([...styledFolders(antdDir), 'wave']));
        const hash = crypto.createHash('sha256').update(all).digest('hex').slice(0, 10);
        const file = `${this.assetsDir}/antd.${hash}.css`;
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(all));
        data.headTags.unshift(
          { tagName: 'style', voidTag: false, innerHTML: first, attributes: { 'data-antd-static': '' }, meta: { plugin: 'AntdStaticStylesPlugin' } },
          { tagName: 'meta', voidTag: true, attributes: { name: 'sisacte-later-styles', content: `${data.publicPath ?? ''}${file}` }, meta: { plugin: 'AntdStaticStylesPlugin' } },
        );
        return data;
      });
    });
  }
}
