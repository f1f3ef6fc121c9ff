import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as facade from './react-router-dom';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCE_ROOTS = ['shell/src', 'shared', 'remotes'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names (not types) imported or re-exported from react-router-dom, with the file that uses each. */
function usedRouterNames(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)))) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('react-router-dom')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== 'react-router-dom') continue;
      const relative = path.relative(ROOT, file);
      if (isImport) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) used.set('* or default', relative);
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            if (!element.isTypeOnly) used.set((element.propertyName ?? element.name).text, relative);
          }
        }
      } else if (!statement.isTypeOnly) {
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) used.set('export *', relative);
        else for (const element of clause.elements) if (!element.isTypeOnly) used.set((element.propertyName ?? element.name).text, relative);
      }
    }
  }
  return used;
}

describe('the react-router-dom facade the shell provides', () => {
  it('exports every name any app or shared package imports from react-router-dom', () => {
    const used = usedRouterNames();
    expect(used.size).toBeGreaterThan(5); // the scan itself works
    const missing = [...used].filter(([name]) => !(name in facade)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports only real react-router values', () => {
    for (const [name, value] of Object.entries(facade)) expect([name, typeof value]).not.toEqual([name, 'undefined']);
  });
});
