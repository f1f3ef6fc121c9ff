// antd's public components, each as its own module request (`antd/es/button`), read from the installed antd's
// `es/index.js` (76 lines of `export { default as Button } from './button'`). Sharing antd per component instead of
// as one module lets a route load only the components it renders (ADR 0014).
const fs = require('node:fs');
const path = require('node:path');

const EXPORT_LINE = /^export \{ default as (\w+) \} from '\.\/([\w-]+)';$/;

const modulesByIndex = new Map();

/** @returns {Map<string, string>} export name → module request, e.g. `Button` → `antd/es/button` (read once) */
function antdComponentModules(appDir) {
  const indexFile = path.join(path.dirname(require.resolve('antd/package.json', { paths: [appDir] })), 'es', 'index.js');
  if (modulesByIndex.has(indexFile)) return modulesByIndex.get(indexFile);
  const modules = new Map();
  for (const line of fs.readFileSync(indexFile, 'utf8').split('\n')) {
    const match = EXPORT_LINE.exec(line.trim());
    if (match) modules.set(match[1], `antd/es/${match[2]}`);
  }
  // A changed index layout must fail the build, not silently fall back to sharing nothing.
  if (modules.size < 50) throw new Error(`mf-config: could not read antd's component list from ${indexFile}`);
  modulesByIndex.set(indexFile, modules);
  return modules;
}

module.exports = { antdComponentModules };
