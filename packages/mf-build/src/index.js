/**
 * The webpack + Module Federation config factory used by the shell and every remote.
 *
 *   createConfig({ name: 'mf-painel', dir: import.meta.dirname, devPort: 3001 })
 *
 * A remote exposes './app' (its single-spa lifecycles, src/bootstrap.tsx) and './menu'
 * (its sidebar entries, src/menu.ts) and emits mf-manifest.json. Its output uses
 * publicPath 'auto', so a build can be copied into any versioned registry folder.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared.js';
import { readMenu } from './menu.js';
import { AntdStaticStylesPlugin } from './antd-static-styles.js';
import { PrerenderPlugin } from './prerender.js';

export { sharedConfig, SHARED_SINGLETONS, BUNDLED_PER_REMOTE } from './shared.js';

// Loaders are dependencies of this package, not of the apps: resolve them from here.
const require = createRequire(import.meta.url);

/** MF container names must be identifiers: 'mf-painel' → 'mf_painel'. */
export const federationName = (name) => name.replace(/-/g, '_');

/**
 * React Router 7 points its package entry at its development build (with dev-only checks and warnings) and
 * leaves the choice to the bundler: a production build aliases it to `dist/production`. Resolved from the app,
 * through react-router-dom (pnpm does not hoist react-router); an app without React Router gets no alias.
 */
function productionAliases(dir) {
  try {
    const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
    const router = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
    return {
      'react-router$': path.join(router, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
    };
  } catch {
    return {};
  }
}

const resolveFor = (dir, dev) => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: dev ? {} : productionAliases(dir),
});

/**
 * The workspace packages do their setup through the exports an app uses, so a module whose exports are unused
 * (the back office's tables in a page that shows none, other domains' schemas) is dropped.
 */
const workspaceSideEffectsRule = { test: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false };

/** zod's JSON Schema generation, never used in a browser, left out (zod-without-json-schema.cjs). */
const zodWithoutJsonSchemaRule = {
  test: require('./zod-without-json-schema.cjs').test,
  use: { loader: require.resolve('./zod-without-json-schema.cjs') },
};

/**
 * After swc, the contracts' computed constants (schemas, paths) are marked pure (pure-declarations-loader.cjs),
 * so a screen that imports a path or a list of statuses from a contract file gets neither its schemas nor zod.
 */
const contractsPureRule = {
  test: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/,
  enforce: 'post',
  use: { loader: require.resolve('./pure-declarations-loader.cjs') },
};

/**
 * Fewer, larger files on a first visit (each request costs a round trip on a phone). Module Federation gives
 * every shared module its own chunk, so the shell's would be a dozen small files: they are grouped by when
 * they are needed — `boot` for every page (React), `staff` for the login and the back office (the session,
 * the bus, the HTTP client, single-spa, antd's style cache and dayjs for the remotes, the frame with its icons and
 * the bell's real-time client). The screens' icons stay with the
 * screen that draws them (a group takes a package's modules from every async chunk: the login page's antd icons
 * were in `staff`, on every back-office visit). Grouped modules are
 * only registered when their file loads; each still runs when first required. The public home needs only
 * `boot` (and the screens' paths, which stay with it).
 */
const nodeModule = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names.join('|')})[\\\\/]`);
const workspacePackage = (names) => new RegExp(`[\\\\/]packages[\\\\/](?:${names.join('|')})[\\\\/]src[\\\\/]`);
const STAFF_FRAME = /[\\/]shell[\\/]src[\\/](?:layout[\\/]|notifications[\\/]|remotes[\\/]|session[\\/](?!change-password)|release-health[\\/](?:reporter|api)\.ts$|staff-area\.tsx$)/;
const SCREENS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/]shell[\\/]screens\.ts$/;
const matchesAny = (...patterns) => (module) => !SCREENS_MODULE.test(module.resource ?? '') && patterns.some((p) => p.test(module.resource ?? ''));

function fewerRequests(isShell) {
  // A remote's screen: its expose chunk holds what the screen needs (no vendor chunk shared with the screens
  // loaded later, which would carry their components too); a screen opened later brings what it lacks.
  if (!isShell) return { chunks: 'async', cacheGroups: { default: false, defaultVendors: false } };
  return {
    chunks: 'async',
    cacheGroups: {
      boot: { name: 'boot', test: matchesAny(nodeModule(['react', 'react-dom', 'scheduler'])), enforce: true, priority: 20 },
      staff: {
        name: 'staff',
        test: matchesAny(
          // Not zod: a group takes a package's modules from every async chunk, and the shell's screens that validate
          // (the change of password, 'Versões') are opened later; in `staff` it was 21 KB on every staff visit.
          nodeModule(['zustand', 'jose', 'single-spa', 'ky', 'dayjs', 'stylis', '@emotion', '@ant-design/cssinjs', '@rc-component/util', '@babel/runtime']),
          workspacePackage(['event-bus', 'auth', 'api-client', 'contracts']),
          // The staff frame (layout, bell, remotes' loading, session checks, the error reporter): on every staff
          // page, in this one file instead of two more requests. Not the screens opened later (the change of
          // password, 'Versões'), nor the icons (a group would take every icon of the shell's screens, 10 KB more).
          STAFF_FRAME,
          // The sidebar's and the bar's icons: the frame imports their SVG definitions from icons-svg's `lib` (the
          // screens' icons come through @ant-design/icons, from `es`), so this takes the frame's and no screen's.
          /[\\/]@ant-design[\\/]icons-svg[\\/]lib[\\/]asn[\\/]/,
          // The bell's real-time client, started a second after every staff page opens: one request less.
          nodeModule(['@stomp/stompjs']),
        ),
        enforce: true,
        priority: 10,
      },
    },
  };
}

/**
 * The shell's page asks for the files every page needs (the `./bootstrap` chunks and `boot`) at once, with
 * <link rel="preload">, instead of after main.js has run: one round trip less before the first paint.
 */
class PreloadBootPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((o) => o.request === './bootstrap')) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const chunk of compilation.chunks) if (chunk.name === 'boot') for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...[...files].map((file) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'PreloadBootPlugin' }, attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` } })),
        );
        return data;
      });
    });
  }
}

const swcRule = (dev) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
        target: 'es2022',
      },
    },
  },
});

/**
 * Optional extra public page of a remote (`publicPage`), built by a second, plain webpack
 * compiler WITHOUT Module Federation: nothing is shared, so the page loads no shell code and
 * tree-shakes its libraries (antd, icons) down to what it uses. Its files land in the same
 * dist (and so in the same immutable registry version folder): `<filename>` (default
 * public.html) and `public/*` assets, referenced relatively, so the page works under a
 * `<base href="/registry/<remote>/<version>/">`.
 *
 *   createConfig({ ..., publicPage: { entry: './src/public/index.tsx', title: 'Fazer uma denúncia' } })
 *
 * `staticAntdStyles: true`: antd's styles come as CSS (the first ones inlined in the page), not computed while
 * rendering; the page's providers must set `staticStyles` (see antd-static-styles.js). `prerender: './src/…tsx'`:
 * the page's first view rendered at build time into its HTML (see prerender.js; production builds only).
 */
const PUBLIC_ASSETS_DIR = 'public';

/** The public page's files in dist: the page, its prerendered languages (public.es.html, …) and `public/*`. */
const isPublicPageAsset = (filename, asset) =>
  asset === filename || (asset.startsWith(filename.replace(/html$/, '')) && /^[a-z]{2}\.html$/.test(asset.slice(filename.length - 4))) || asset.startsWith(PUBLIC_ASSETS_DIR + '/');

function publicPageConfig({ name, dir, publicPage, dev }) {
  const template = publicPage.template ? path.join(dir, publicPage.template) : path.join(import.meta.dirname, '..', 'index.html');
  const filename = publicPage.filename ?? 'public.html';
  const isMine = (asset) => isPublicPageAsset(filename, asset);
  return {
    name: `${name}-public`,
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { public: publicPage.entry },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: dev ? `${PUBLIC_ASSETS_DIR}/[name].js` : `${PUBLIC_ASSETS_DIR}/[name].[contenthash:10].js`,
      chunkFilename: dev ? `${PUBLIC_ASSETS_DIR}/[name].js` : `${PUBLIC_ASSETS_DIR}/[name].[contenthash:10].js`,
      uniqueName: `${federationName(name)}_public`,
      // Both compilers write into dist: each one cleans only its own files.
      clean: { keep: (asset) => !isMine(asset) },
    },
    resolve: resolveFor(dir, dev),
    module: { rules: [swcRule(dev), workspaceSideEffectsRule, contractsPureRule, zodWithoutJsonSchemaRule] },
    performance: { hints: false },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: true })] },
    plugins: [
      new HtmlWebpackPlugin({
        template,
        filename,
        title: publicPage.title ?? 'SisActe',
        chunks: ['public'],
        publicPath: '',
      }),
      ...(publicPage.staticAntdStyles ? [new AntdStaticStylesPlugin({ dir, assetsDir: PUBLIC_ASSETS_DIR })] : []),
      ...(publicPage.prerender && !dev ? [new PrerenderPlugin({ dir, entry: publicPage.prerender })] : []),
    ],
    stats: dev ? 'minimal' : 'errors-warnings',
  };
}

export function createConfig({ name, dir, devPort, isShell = false, exposes, title, description, publicPage }) {
  const single = createFederatedConfig({ name, dir, devPort, isShell, exposes, title, description, publicPage });
  if (!publicPage) return single;
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    const main = single(env, argv);
    return [main, { ...publicPageConfig({ name, dir, publicPage, dev }), devServer: undefined }];
  };
}

function createFederatedConfig({ name, dir, devPort, isShell = false, exposes, title, description, publicPage }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
    const defaultExposes = { './app': './src/bootstrap.tsx', './menu': './src/menu.ts' };
    const menuModule = isShell ? undefined : (exposes ?? defaultExposes)['./menu'];
    const htmlTemplate = path.join(dir, 'src/index.html');
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: federationName(name),
        // With a public page, its files (built by the second compiler) are not this compiler's to clean.
        clean: publicPage ? { keep: (asset) => isPublicPageAsset(publicPage.filename ?? 'public.html', asset) } : true,
      },
      resolve: resolveFor(dir, dev),
      module: { rules: [swcRule(dev), workspaceSideEffectsRule, contractsPureRule, zodWithoutJsonSchemaRule] },
      performance: { hints: false },
      optimization: {
        // swc minifies several times faster than terser; builds run on every `npm start`.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: true })],
        splitChunks: dev ? undefined : fewerRequests(isShell),
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(name),
          filename: 'remoteEntry.js',
          exposes: isShell ? {} : (exposes ?? defaultExposes),
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          // The remote's sidebar entries travel in its manifest (metaData.menu): see menu.js.
          manifest: isShell
            ? false
            : {
                fileName: 'mf-manifest.json',
                additionalData: menuModule
                  ? async ({ stats }) => {
                      stats.metaData.menu = await readMenu(path.join(dir, menuModule));
                      return stats;
                    }
                  : undefined,
              },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(htmlTemplate) ? htmlTemplate : path.join(import.meta.dirname, '..', 'index.html'),
          title: title ?? 'SisActe',
          description,
          chunks: ['main'],
          publicPath: isShell ? '/' : 'auto',
        }),
        ...(isShell && !dev ? [new PreloadBootPlugin()] : []),
      ],
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/authenticate', '/remotes.json', '/registry', '/ws'], target: apiUrl, ws: true }],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: dev ? 'minimal' : 'errors-warnings',
    };
  };
}
