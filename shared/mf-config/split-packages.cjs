// The packages shared per module instead of as one module (ADR 0014): antd (one share key per component,
// `antd/es/button`) and @timekeep/ui (one share key per source module, `@timekeep/ui/widgets/tree-select/TreeSelect`).
// Apps keep importing from the package root; split-imports-loader.cjs points each imported name at its module.
const path = require('node:path');
const { antdComponentModules } = require('./antd-modules.cjs');
const { valueExports } = require('./barrel-exports.cjs');

const UI = '@timekeep/ui';

function uiSourceRoot(appDir) {
  return path.join(path.dirname(require.resolve(`${UI}/package.json`, { paths: [appDir] })), 'src');
}

// One parse per source root and build process: the loader and the shared config both need these answers.
const uiExportsByRoot = new Map();
function uiExports(srcRoot) {
  if (!uiExportsByRoot.has(srcRoot)) uiExportsByRoot.set(srcRoot, valueExports(path.join(srcRoot, 'index.ts')));
  return uiExportsByRoot.get(srcRoot);
}

const uiKeyOf = (srcRoot, file) => `${UI}/${path.relative(srcRoot, file).replace(/\\/g, '/').replace(/\.tsx?$/, '')}`;

/**
 * @returns {Record<string, Map<string, { request: string, importName: string }>>} package → imported name → target
 */
function splitImportTargets(appDir) {
  const antd = new Map();
  for (const [name, request] of antdComponentModules(appDir)) antd.set(name, { request, importName: 'default' });
  const srcRoot = uiSourceRoot(appDir);
  const ui = new Map();
  for (const [name, origin] of uiExports(srcRoot)) {
    ui.set(name, { request: uiKeyOf(srcRoot, origin.file), importName: origin.name });
  }
  return { antd, [UI]: ui };
}

/** @returns {Map<string, string>} share key → absolute file, for every module of @timekeep/ui that exports a value */
function uiShareModules(appDir) {
  const srcRoot = uiSourceRoot(appDir);
  const modules = new Map();
  for (const origin of uiExports(srcRoot).values()) modules.set(uiKeyOf(srcRoot, origin.file), origin.file);
  return modules;
}

module.exports = { splitImportTargets, uiShareModules, UI };
