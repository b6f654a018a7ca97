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

export { sharedConfig, SHARED_SINGLETONS, BUNDLED_PER_REMOTE } from './shared.js';

// Loaders are dependencies of this package, not of the apps: resolve them from here.
const require = createRequire(import.meta.url);

/** MF container names must be identifiers: 'mf-painel' → 'mf_painel'. */
export const federationName = (name) => name.replace(/-/g, '_');

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
 */
const PUBLIC_ASSETS_DIR = 'public';

function publicPageConfig({ name, dir, publicPage, dev }) {
  const template = publicPage.template ? path.join(dir, publicPage.template) : path.join(import.meta.dirname, '..', 'index.html');
  const filename = publicPage.filename ?? 'public.html';
  const isMine = (asset) => asset === filename || asset.startsWith(PUBLIC_ASSETS_DIR + '/');
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(dev),
        // The workspace packages do their setup through the exports the page uses, so a module
        // whose exports are unused (the back office's tables, forms, other domains' schemas) is dropped.
        { test: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
      ],
    },
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
    ],
    stats: dev ? 'minimal' : 'errors-warnings',
  };
}

export function createConfig({ name, dir, devPort, isShell = false, exposes, title, publicPage }) {
  const single = createFederatedConfig({ name, dir, devPort, isShell, exposes, title, publicPage });
  if (!publicPage) return single;
  return (env, argv) => {
    const dev = argv.mode !== 'production';
    const main = single(env, argv);
    return [main, { ...publicPageConfig({ name, dir, publicPage, dev }), devServer: undefined }];
  };
}

function createFederatedConfig({ name, dir, devPort, isShell = false, exposes, title, publicPage }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
    const defaultExposes = { './app': './src/bootstrap.tsx', './menu': './src/menu.ts' };
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
        clean: publicPage ? { keep: (asset) => asset === (publicPage.filename ?? 'public.html') || asset.startsWith(PUBLIC_ASSETS_DIR + '/') } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: { rules: [swcRule(dev)] },
      performance: { hints: false },
      // swc minifies several times faster than terser; builds run on every `npm start`.
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: true })] },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(name),
          filename: 'remoteEntry.js',
          exposes: isShell ? {} : (exposes ?? defaultExposes),
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(htmlTemplate) ? htmlTemplate : path.join(import.meta.dirname, '..', 'index.html'),
          title: title ?? 'SisActe',
          chunks: ['main'],
          publicPath: isShell ? '/' : 'auto',
        }),
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
