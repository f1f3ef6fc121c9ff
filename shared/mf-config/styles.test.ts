/**
 * @jest-environment node
 */
import { createRequire } from 'node:module';
import type { Configuration, RuleSetRule } from 'webpack';
import { compileFixture, type CompiledFixture } from './compile-fixture';

const load = createRequire(__filename);
const { styleRules, styleRuntimeCacheGroup } = load('./styles.cjs') as {
  styleRules(o: { name: string; production: boolean }): RuleSetRule[];
  styleRuntimeCacheGroup: object;
};

// Three pages loaded on demand, each with its own CSS Module: what a route of the shell or a remote looks like.
const FILES = {
  'index.js': "import('./a.js'); import('./b.js'); import('./c.js');\n",
  'a.js': "import s from './a.module.css';\nexport default s.box;\n",
  'b.js': "import s from './b.module.css';\nexport default s.box;\n",
  'c.js': "import s from './c.module.css';\nexport default s.box;\n",
  'a.module.css': '.box { color: red; }\n',
  'b.module.css': '.box { color: green; }\n',
  'c.module.css': '.box { color: blue; }\n',
};

function config(withStyleRuntimeGroup: boolean, production: boolean): () => Configuration {
  return () => ({
    entry: { main: './index.js' },
    devtool: 'source-map',
    module: { rules: styleRules({ name: 'fixture', production }) },
    optimization: withStyleRuntimeGroup ? { splitChunks: { cacheGroups: { styleRuntime: styleRuntimeCacheGroup } } } : {},
  });
}

const STYLE_RUNTIME_MODULE = /style-loader[\\/]dist[\\/]runtime[\\/]injectStylesIntoStyleTag\.js$/;
const chunksWithStyleRuntime = (built: CompiledFixture) => built.chunks.filter((c) => c.modules.some((m) => STYLE_RUNTIME_MODULE.test(m)));

describe('style rules', () => {
  jest.setTimeout(120_000);

  it('loads the style runtime once: one chunk shared by every page that imports a stylesheet', async () => {
    const grouped = await compileFixture(FILES, config(true, true));
    const defaults = await compileFixture(FILES, config(false, true));
    // webpack's defaults copy it into each page's chunk (it is under splitChunks' minSize).
    expect(chunksWithStyleRuntime(defaults)).toHaveLength(3);
    expect(chunksWithStyleRuntime(grouped)).toHaveLength(1);
  });

  it('ships no CSS source maps inside the JavaScript of a production build; development keeps them', async () => {
    const production = await compileFixture(FILES, config(true, true));
    const development = await compileFixture(FILES, config(true, false));
    // css-loader puts each stylesheet's map (a JSON object with "mappings") next to its text in the module.
    expect(production.allJs()).toContain('color: red');
    expect(production.allJs()).not.toContain('"mappings":');
    expect(development.allJs()).toContain('"mappings":');
  });

  it('salts CSS Module class names with the app name', () => {
    const [modules] = styleRules({ name: 'onboarding', production: true });
    expect(JSON.stringify(modules.use)).toContain('"localIdentHashSalt":"onboarding"');
  });
});
