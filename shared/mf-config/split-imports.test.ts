import path from 'node:path';
import { createRequire } from 'node:module';

// Build-time CommonJS modules (webpack config), loaded as webpack loads them.
const load = createRequire(__filename);
const { rewrite } = load('./split-imports-loader.cjs') as { rewrite(source: string, targets: unknown, file: string): string };
const { splitImportTargets } = load('./split-packages.cjs') as { splitImportTargets(appDir: string): Record<string, Map<string, unknown>> };
const { valueExports } = load('./barrel-exports.cjs') as { valueExports(file: string): Map<string, { file: string; name: string }> };
const { createSharedConfig } = load('./shared-libs.cjs') as {
  createSharedConfig(appDir: string, options?: { host?: boolean; hostImports?: Record<string, string> }): Record<string, { import?: string | false }>;
};

const ROOT = path.resolve(__dirname, '../..');
const SHELL = path.join(ROOT, 'shell');
const targets = splitImportTargets(SHELL);

describe('split-imports-loader', () => {
  it('imports each antd component from its own module, keeping local names', () => {
    expect(rewrite('import { Button, App as AntApp, theme as antdTheme } from "antd";', targets, 'a.js')).toBe(
      'import Button from "antd/es/button"; import AntApp from "antd/es/app"; import antdTheme from "antd/es/theme";',
    );
  });

  it('imports each @timekeep/ui value from the module that defines it', () => {
    expect(rewrite("import { ToastViewport, TreeSelect as Tree } from '@timekeep/ui';", targets, 'a.js')).toBe(
      'import { ToastViewport as ToastViewport } from "@timekeep/ui/toast/ToastViewport"; ' +
        'import { TreeSelect as Tree } from "@timekeep/ui/widgets/tree-select/TreeSelect";',
    );
  });

  it('leaves other packages and deep imports alone', () => {
    const source = 'import x from "antd-mobile"; import y from "antd/es/locale/en_US"; import { z } from "@timekeep/ui-kit";';
    expect(rewrite(source, targets, 'a.js')).toBe(source);
  });

  it('refuses what it cannot split: namespace or default imports, re-exports, unknown names', () => {
    expect(() => rewrite('import * as antd from "antd";', targets, 'a.js')).toThrow(/named imports from 'antd'/);
    expect(() => rewrite('export { Button } from "antd";', targets, 'a.js')).toThrow(/named imports/);
    expect(() => rewrite('import { NoSuchThing } from "@timekeep/ui";', targets, 'a.js')).toThrow(/'NoSuchThing' is not a value exported by '@timekeep\/ui'/);
  });
});

describe('barrel-exports', () => {
  const ui = valueExports(path.join(ROOT, 'shared/ui/src/index.ts'));

  it('follows export * chains to the defining module', () => {
    expect(ui.get('TreeSelect')).toEqual({ file: path.join(ROOT, 'shared/ui/src/widgets/tree-select/TreeSelect.tsx'), name: 'TreeSelect' });
    expect(ui.get('createRemoteApp')?.file).toBe(path.join(ROOT, 'shared/ui/src/area/createRemoteApp.tsx'));
  });

  it('lists values only: type exports have no module to load', () => {
    expect(ui.has('TreeSelectProps')).toBe(false);
    expect(ui.has('Employee')).toBe(false);
  });
});

describe('shared config', () => {
  it('gives the host every antd and ui module by absolute path, remotes by share key only', () => {
    const host = createSharedConfig(SHELL, { host: true });
    const remote = createSharedConfig(path.join(ROOT, 'remotes/personnel'));
    expect(host['antd/es/table'].import).toMatch(/antd[\\/]es[\\/]table[\\/]index\.js$/);
    expect(remote['antd/es/table'].import).toBeUndefined();
    expect(host['antd']).toBeUndefined(); // antd is never shared whole
    expect(host['@timekeep/ui/toast/ToastViewport'].import).toBe(path.join(ROOT, 'shared/ui/src/toast/ToastViewport.tsx'));
    expect(Object.keys(host).sort()).toEqual(Object.keys(remote).sort());
  });

  it('refuses a host import for a key that is not shared', () => {
    expect(() => createSharedConfig(SHELL, { host: true, hostImports: { 'left-pad': './x.ts' } })).toThrow(/not a shared key/);
  });
});
