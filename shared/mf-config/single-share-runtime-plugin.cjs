// webpack 5.111 adds its own "sharing" runtime module to every runtime chunk that needs `__webpack_require__.S`;
// @module-federation/enhanced adds its own as well (a known duplicate, marked FIXME in enhanced's
// ConsumeSharedPlugin). Both write `__webpack_require__.S` and `.I`; enhanced's runs later and replaces webpack's,
// so webpack's copy (a second table of every provided share key with its chunk list: ~35 KB raw in the shell's
// main.js) is dead code. This plugin removes it wherever enhanced's module is present in the same chunk.
const path = require('node:path');

const PLUGIN = 'SingleShareRuntimePlugin';

/** webpack's own class, from the webpack that runs this compiler (a plain name check cannot tell the two apart). */
function webpackShareRuntimeModule(compiler) {
  const root = path.dirname(require.resolve('webpack/package.json', { paths: [compiler.context, __dirname] }));
  return require(path.join(root, 'lib', 'sharing', 'ShareRuntimeModule.js'));
}

/**
 * @param {Iterable<object>} runtimeModules one chunk's runtime modules
 * @param {Function} WebpackShareRuntime webpack's ShareRuntimeModule class
 * @returns {object[]} webpack's sharing modules to drop: only when another "sharing" module (enhanced's) stays
 */
function redundantShareRuntimeModules(runtimeModules, WebpackShareRuntime) {
  const sharing = [...runtimeModules].filter((m) => m.name === 'sharing');
  const webpacks = sharing.filter((m) => m instanceof WebpackShareRuntime);
  return webpacks.length < sharing.length ? webpacks : [];
}

class SingleShareRuntimePlugin {
  apply(compiler) {
    const WebpackShareRuntime = webpackShareRuntimeModule(compiler);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const runtimeModules = chunkGraph.getChunkRuntimeModulesIterable(chunk);
          for (const module of redundantShareRuntimeModules(runtimeModules, WebpackShareRuntime)) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
            if (chunkGraph.getNumberOfModuleChunks(module) === 0) compilation.modules.delete(module);
          }
        }
      });
    });
  }
}

module.exports = { SingleShareRuntimePlugin, redundantShareRuntimeModules, webpackShareRuntimeModule };
