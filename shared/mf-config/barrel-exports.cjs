// Resolves a TypeScript barrel (`export * from './widgets'`, `export { A as B } from './a'`) to the module that
// really defines each exported value, so an import from the barrel can be pointed at that module (ADR 0014).
// Syntax only (no type checker): fast enough to run once per build.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`barrel-exports: cannot resolve '${specifier}' from ${fromFile}`);
}

const hasModifier = (node, kind) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) ?? [] : []).some((m) => m.kind === kind);

/**
 * @param {string} file absolute path of a .ts/.tsx module
 * @returns {Map<string, { file: string, name: string }>} exported value name → defining module and its local name
 */
function valueExports(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file);
  const exports = new Map();
  cache.set(file, exports);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      const clause = statement.exportClause;
      if (specifier && !specifier.startsWith('.')) continue; // re-exports of packages stay on the barrel
      const target = specifier ? resolveRelative(file, specifier) : null;
      if (!clause) {
        for (const [name, origin] of valueExports(target, cache)) if (name !== 'default') exports.set(name, origin);
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const local = (element.propertyName ?? element.name).text;
          const origin = target ? valueExports(target, cache).get(local) ?? { file: target, name: local } : { file, name: local };
          exports.set(element.name.text, origin);
        }
      } else {
        throw new Error(`barrel-exports: 'export * as' is not supported (${file})`);
      }
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword) || hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) continue;
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      const name = hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? 'default' : statement.name?.text;
      if (name) exports.set(name, { file, name });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) exports.set(declaration.name.text, { file, name: declaration.name.text });
      }
    }
  }
  return exports;
}

module.exports = { valueExports };
