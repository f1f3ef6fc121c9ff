// Minifies emitted JavaScript with swc. esbuild's minifier (used before) drops no unused code inside functions, and
// webpack wraps every module in one: everything webpack's tree shaking had marked unused (an unused react-router
// export, an antd helper) was shipped anyway. swc's compressor removes it (ADR 0014). Top-level names are kept:
// remoteEntry.js publishes its container as a top-level `var`.
const { minify } = require('@swc/core');

const JS_ASSET = /\.[cm]?js$/;

class SwcMinifyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('SwcMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SwcMinifyPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => JS_ASSET.test(name) && !compilation.getAsset(name).info.minimized);
          await Promise.all(names.map((name) => minifyAsset(compilation, sources, name)));
        },
      );
    });
  }
}

async function minifyAsset(compilation, sources, name) {
  const asset = compilation.getAsset(name);
  const { source, map } = asset.source.sourceAndMap();
  const code = typeof source === 'string' ? source : source.toString();
  const result = await minify(code, {
    compress: { ecma: 2020, passes: 1 },
    mangle: true,
    ecma: 2020,
    module: false,
    toplevel: false,
    // Given the incoming map, swc composes it, so the result maps straight back to the original sources.
    sourceMap: map ? { filename: name, content: JSON.stringify(map) } : false,
    format: { comments: false },
  });
  const minified = map ? new sources.SourceMapSource(result.code, name, result.map) : new sources.RawSource(result.code);
  compilation.updateAsset(name, minified, { ...asset.info, minimized: true });
}

module.exports = { SwcMinifyPlugin };
