import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {compactGlobalData, defaultPath} from './global-data.cjs';

/** What the browser gets: the generated module's default export. */
function load(module: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own generated test input
  return new Function(module.replace('export default d;', 'return d;'))();
}

const version = (name: string, path: string, count: number) => ({
  name,
  label: name,
  isLast: name === 'current',
  path,
  mainDocId: 'index',
  docs: [
    {id: 'index', path: `${path}/`, sidebar: 'docs'},
    {id: 'api/Intro', path: `${path}/Intro`, sidebar: 'api'},
    {id: 'guide/index', path: `${path}/guide/`, sidebar: 'docs'},
    {id: 'orphan', path: `${path}/orphan`},
    ...Array.from({length: count}, (_, i) => ({id: `use-manual/page-${i}`, path: `${path}/use-manual/page-${i}`, sidebar: 'docs'})),
  ],
  draftIds: [],
  sidebars: {docs: {link: {path: `${path}/`, label: 'index'}}, api: {link: {path: `${path}/Intro`, label: 'api/Intro'}}},
});

const DATA = {
  'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [version('current', '/docs', 200), version('5.17', '/docs/5.17', 300)], breadcrumbs: true}},
  'other-plugin': {default: {versions: 'not a list', answer: 42}},
};

describe('compact docs global data', () => {
  const source = JSON.stringify(DATA, null, 2);
  const module = compactGlobalData(source);

  it('rebuilds exactly the original data in the browser', () => {
    expect(load(module)).toStrictEqual(DATA);
  });

  it('writes each doc as its id and sidebar, with the path only when a slug changes it', () => {
    expect(module).not.toContain('"path":"/docs/use-manual/page-1"');
    expect(module).toContain('"/docs/Intro"');
    expect(defaultPath('/docs', 'guide/index')).toBe('/docs/guide/');
    expect(gzipSync(module).length).toBeLessThan(gzipSync(JSON.stringify(DATA)).length * 0.7);
  });

  it('leaves data it does not recognise alone and refuses a sidebar it cannot encode', () => {
    const odd = {p: {default: {versions: [{...version('current', '/docs', 1), docs: [{id: 'a', path: '/docs/a', sidebar: 'missing'}]}]}}};
    expect(load(compactGlobalData(JSON.stringify(odd)))).toStrictEqual(odd);
    expect(compactGlobalData(JSON.stringify(odd))).not.toContain('D(');
  });
});
