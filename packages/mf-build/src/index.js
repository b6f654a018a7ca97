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

export { sharedConfig, SHARED_SINGLETONS } from './shared.js';

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

export function createConfig({ name, dir, devPort, isShell = false, exposes, title }) {
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
        clean: true,
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
