// One webpack configuration factory for the shell (host) and each remote, so every app builds the same way:
// swc-loader with the root .swcrc, the shared singleton set, swc minification (swc-minify-plugin.cjs).
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SwcMinifyPlugin } = require('./swc-minify-plugin.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig } = require('./shared-libs.cjs');
const { federationExperiments, runtimeCoreAlias } = require('./federation-runtime.cjs');
const { SingleShareRuntimePlugin } = require('./single-share-runtime-plugin.cjs');
const { styleRules, styleRuntimeCacheGroup } = require('./styles.cjs');

const ROOT = path.resolve(__dirname, '..', '..');

function swcOptions() {
  const swcrc = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  return { ...swcrc, swcrc: false };
}

/**
 * A remote's production build relies on the shell for every shared singleton (`import: false`): in the shell the
 * host's copy always wins (loaded-first, singletons), so a remote's own fallback copy of antd, react-dom or
 * @timekeep/ui would never run, yet it cost each remote a full minified copy of all of them (about 5 MB and most
 * of its build time). Development builds keep the fallbacks so a remote still runs standalone.
 */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function remoteReliesOnShell(o, production) {
  return o.kind === 'remote' && production && process.env.TIMEKEEP_REMOTE_FALLBACKS !== '1';
}

function sharedFor(o, production) {
  const shared = createSharedConfig(o.appDir, { host: o.kind === 'host', hostImports: o.sharedImports });
  if (!remoteReliesOnShell(o, production)) return shared;
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

/**
 * @param {object} o
 * @param {string} o.appDir        absolute folder of the app (holds package.json and src/)
 * @param {string} o.name          Module Federation container name (a JS identifier, unique)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]  remote exposes
 * @param {number} [o.port]        dev-server port
 * @param {string} [o.title]       HTML title for the host / a remote's standalone page
 * @param {Record<string,string>} [o.sharedImports]  host only: what the host provides for a shared key (a facade)
 */
function createAppConfig(o) {
  const pkg = JSON.parse(fs.readFileSync(path.join(o.appDir, 'package.json'), 'utf8'));
  // A build tag lets CI or a test publish a second, distinguishable build of the same source.
  const version = process.env.TIMEKEEP_BUILD_TAG ? `${pkg.version}-${process.env.TIMEKEEP_BUILD_TAG}` : pkg.version;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = o.kind === 'host';
    // mf-manifest.json's metaData.buildInfo.buildVersion is read from this variable (else package.json); the
    // deploy scripts name release folders by it, so it must carry the build tag too.
    if (!isHost) process.env.MF_BUILD_VERSION = version;
    return {
      mode: production ? 'production' : 'development',
      context: o.appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.appDir, 'dist'),
        // Remotes: 'auto' resolves chunks against the manifest URL, so one build works from any versioned folder
        // or origin. The host is always served from the site root.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: o.name,
        // Entry chunks carry the federation runtime, which resolves its own file name while being generated,
        // before content hashes exist ("[contenthash:8] not implemented in this context"): no hash for entries.
        filename: '[name].js',
        // Content-hashed in development too: a split module (ADR 0014) provided by a dev build and also its consume
        // fallback yield two chunks of the same name.
        chunkFilename: '[name].[contenthash:8].js',
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // One copy of the federation runtime in the shell, the one it hands to the remotes (ADR 0016).
        alias: isHost ? runtimeCoreAlias() : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // Loaders run last to first: swc strips types, then imports of split packages (antd, @timekeep/ui) name their modules.
            use: [
              { loader: require.resolve('./split-imports-loader.cjs'), options: { appDir: o.appDir } },
              { loader: 'swc-loader', options: swcOptions() },
            ],
          },
          ...styleRules({ name: o.name, production }),
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version), __APP_NAME__: JSON.stringify(o.name) }),
        new ModuleFederationPlugin({
          name: o.name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: o.exposes ?? {} }),
          shared: sharedFor(o, production),
          shareStrategy: 'loaded-first',
          runtimePlugins: o.runtimePlugins ?? [],
          manifest: !isHost,
          dts: false,
          experiments: federationExperiments({ kind: o.kind, remoteReliesOnShell: remoteReliesOnShell(o, production) }),
        }),
        new SingleShareRuntimePlugin(),
        new HtmlWebpackPlugin({
          // The page is rendered here, not through the plugin's child compiler: a child compiler copies the parent's
          // finishMake hooks, so it would compile every shared module the host provides by path (ADR 0014) for
          // node and emit ~130 unused CommonJS chunks next to the real ones.
          templateContent: ({ htmlWebpackPlugin }) =>
            fs
              .readFileSync(path.join(__dirname, 'index.html'), 'utf8')
              .replace('<%= htmlWebpackPlugin.options.title %>', escapeHtml(htmlWebpackPlugin.options.title)),
          title: o.title ?? 'Timekeep',
          // Keep the remote's standalone page out of the remote's own root listing.
          filename: 'index.html',
          favicon: path.join(__dirname, 'favicon.svg'),
          // The page is only ever served from a server root (shell, or a remote's standalone dev server); with
          // 'auto' its script URLs would be relative and a deep link like /report/report-library/late would fail.
          publicPath: '/',
        }),
      ],
      optimization: {
        minimize: production,
        minimizer: [new SwcMinifyPlugin()],
        // Never a single runtime chunk on a remote: it breaks the container (frontend-notes pitfall 8).
        runtimeChunk: false,
        splitChunks: { cacheGroups: { styleRuntime: styleRuntimeCacheGroup } },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/web', '/locales', '/deploy', '/mf', '/iclock'], target: 'http://127.0.0.1:8080' }],
      },
    };
  };
}

module.exports = { createAppConfig, createSharedConfig };
