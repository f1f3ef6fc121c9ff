// Rewrites imports from a split package's root into imports of the modules that define the names (ADR 0014):
//   import { Button, Input as Field } from "antd"  →  import Button from "antd/es/button"; import Field from "antd/es/input";
//   import { TreeSelect } from "@timekeep/ui"      →  import { TreeSelect } from "@timekeep/ui/widgets/tree-select/TreeSelect";
// so each module is its own shared singleton and a page loads only what it renders. It runs on swc-loader's output,
// where type-only imports are already gone. Sources keep the idiomatic root import, and jest (which never sees this
// loader) resolves the same names from the package index.
const { splitImportTargets } = require('./split-packages.cjs');

const NAMED_CLAUSE = /^\{([^{}]*)\}$/;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/@-]/g, '\\$&');

const targetsByApp = new Map();
function targetsFor(appDir) {
  if (!targetsByApp.has(appDir)) targetsByApp.set(appDir, splitImportTargets(appDir));
  return targetsByApp.get(appDir);
}

function rewritePackage(source, pkg, targets, resourcePath) {
  // `import <clause> from "pkg"` / `export <clause> from "pkg"`; a clause holds no quotes or semicolons.
  const statement = new RegExp(`\\b(import|export)\\s*([^;'"]*?)\\s*from\\s*(["'])${escape(pkg)}\\3\\s*;?`, 'g');
  return source.replace(statement, (text, keyword, clause) => {
    const named = NAMED_CLAUSE.exec(clause.trim());
    if (keyword !== 'import' || !named) {
      throw new Error(`${resourcePath}: use named imports from '${pkg}' (import { Name } from '${pkg}'); found: ${text}`);
    }
    return named[1]
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        const target = targets.get(imported);
        if (!target) throw new Error(`${resourcePath}: '${imported}' is not a value exported by '${pkg}'`);
        return target.importName === 'default'
          ? `import ${local} from "${target.request}";`
          : `import { ${target.importName} as ${local} } from "${target.request}";`;
      })
      .join(' ');
  });
}

function rewrite(source, targetsByPackage, resourcePath) {
  let result = source;
  for (const [pkg, targets] of Object.entries(targetsByPackage)) {
    if (result.includes(pkg)) result = rewritePackage(result, pkg, targets, resourcePath);
  }
  return result;
}

/** @this {import('webpack').LoaderContext<{ appDir: string }>} */
function splitImportsLoader(source, map) {
  try {
    this.callback(null, rewrite(source, targetsFor(this.getOptions().appDir), this.resourcePath), map);
  } catch (error) {
    this.callback(error);
  }
}

module.exports = splitImportsLoader;
module.exports.rewrite = rewrite;
