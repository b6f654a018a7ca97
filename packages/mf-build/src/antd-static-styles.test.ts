import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FIRST_VIEW_CHUNK, initialAntdFolders, prefixesOf, splitAntdCss, topLevelBlocks } from './antd-static-styles.js';

describe("antd's styles as static CSS", () => {
  const css = [
    '.css-var-_R_0_{--ant-blue:#1677FF;}',
    '.data-ant-cssinjs-cache-path{content:"x";}',
    'a{color:var(--ant-color-link);}',
    '.anticon{display:inline-flex;}',
    '.ant-btn{padding:4px;}',
    '.ant-btn-primary{color:#fff;}',
    '.ant-table{width:100%;}',
    '.ant-form-item .ant-btn{margin:0;}',
    '@media (max-width:575px){.ant-btn-lg{padding:8px;}.ant-table-cell{padding:2px;}}',
    '@media (min-width:1200px){.ant-table{margin:1px;}}',
    '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}',
  ].join('');

  it('reads a stylesheet as its top-level blocks, at-rules whole', () => {
    const blocks = topLevelBlocks(css);
    expect(blocks).toHaveLength(11);
    expect(blocks[8]).toBe('@media (max-width:575px){.ant-btn-lg{padding:8px;}.ant-table-cell{padding:2px;}}');
    expect(blocks[10]).toBe('@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}');
  });

  it("keeps the first files' components and what belongs to none, inside @media too; leaves antd's default theme out of both", () => {
    const { first, all } = splitAntdCss(css, prefixesOf(['button', 'config-provider']));
    expect(first).toBe(
      'a{color:var(--ant-color-link);}.anticon{display:inline-flex;}.ant-btn{padding:4px;}.ant-btn-primary{color:#fff;}' +
        '.ant-form-item .ant-btn{margin:0;}@media (max-width:575px){.ant-btn-lg{padding:8px;}}' +
        '@keyframes antFadeIn{0%{opacity:0;}100%{opacity:1;}}',
    );
    expect(all).not.toContain('css-var-');
    expect(all).not.toContain('cssinjs-cache-path');
    expect(all).toContain('@media (min-width:1200px){.ant-table{margin:1px;}}');
  });

  it('gives a class to the longest known prefix: InputNumber is not Input', () => {
    const rules = '.ant-input{a:1}.ant-input-affix-wrapper{b:2}.ant-input-number{c:3}.ant-input-number-handler{d:4}';
    const { first } = splitAntdCss(rules, prefixesOf(['input']), prefixesOf(['input', 'input-number']));
    expect(first).toBe('.ant-input{a:1}.ant-input-affix-wrapper{b:2}');
  });

  it("finds the first styles' components in the initial files and in the first-view file's group, not in files fetched later", () => {
    const chunk = (name: string | undefined, initial: boolean, resources: string[]) => ({ name, canBeInitial: () => initial, resources });
    const entry = chunk('public', true, ['/app/src/public/index.tsx']);
    const firstView = chunk(FIRST_VIEW_CHUNK, false, ['/nm/antd/es/form/style/index.js']);
    const splitOut = chunk(undefined, false, ['/nm/antd/es/button/style/index.js', '/nm/antd/es/_util/wave/style.js']);
    const later = chunk(undefined, false, ['/nm/antd/es/select/style/index.js']);
    const compilation = {
      chunks: [entry, firstView, splitOut, later],
      namedChunkGroups: new Map([[FIRST_VIEW_CHUNK, { chunks: [firstView, splitOut] }]]),
      chunkGraph: { getChunkModulesIterable: (c: { resources: string[] }) => c.resources.map((resource) => ({ resource })) },
    };
    expect([...initialAntdFolders(compilation)].sort()).toEqual(['button', 'form', 'wave']);
  });

  it('maps antd folders to their class prefixes', () => {
    expect([...prefixesOf(['button', 'grid', 'date-picker', 'form', 'theme', 'wave'])].sort()).toEqual(['btn', 'col', 'form', 'picker', 'row', 'wave']);
  });

  it("splits antd's own antd.css: every block accounted for, the first part far smaller", () => {
    const require = createRequire(path.join(__dirname, 'index.js'));
    const file = path.join(path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, '../../../mf-denuncias')] })), 'dist', 'antd.css');
    const source = fs.readFileSync(file, 'utf8');
    const { first, all } = splitAntdCss(source, prefixesOf(['button', 'form', 'input', 'grid', 'layout', 'typography', 'alert']));
    expect(topLevelBlocks(all).length).toBeGreaterThan(4000);
    expect(first.length).toBeLessThan(all.length / 3);
    expect(first).toContain('.ant-btn-primary');
    expect(first).not.toContain('.ant-table-cell');
  });
});
