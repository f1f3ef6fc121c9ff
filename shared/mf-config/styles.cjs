// How stylesheets are built: style-loader injects them from the chunk that imports them (remotes have no CSS
// isolation, see css-policy.test.ts, and class names are salted per app).
//
// Two production costs of webpack's defaults, measured on the sign-in page (11 chunks carried them):
// - css-loader's `sourceMap` follows `devtool`, so every stylesheet shipped its own base64 source map inside the
//   JavaScript, plus css-loader's source-map runtime;
// - the style-loader and css-loader runtime (~3.7 KB minified) is below splitChunks' 20 KB `minSize`, so webpack
//   copied it into every async chunk that imports a stylesheet instead of loading it once.

/** Matches the runtime modules that style-loader and css-loader add to every chunk importing a stylesheet. */
const STYLE_RUNTIME = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/;

/**
 * @param {{ name: string, production: boolean }} o app (container) name, production build
 * @returns {object[]} module rules for `.module.css` (CSS Modules) and plain `.css`
 */
function styleRules({ name, production }) {
  const css = (extra) => ({ loader: 'css-loader', options: { sourceMap: !production, ...extra } });
  return [
    {
      test: /\.module\.css$/,
      use: ['style-loader', css({ modules: { localIdentHashSalt: name, namedExport: false } })],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', css({})] },
  ];
}

/**
 * A splitChunks cache group that puts the style runtime of async chunks into one chunk of its own. Async chunks
 * only: the container entry of a remote must stay one file, and an app's entry loads no stylesheet.
 */
const styleRuntimeCacheGroup = {
  test: STYLE_RUNTIME,
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  priority: 20,
  reuseExistingChunk: true,
};

module.exports = { styleRules, styleRuntimeCacheGroup, STYLE_RUNTIME };
