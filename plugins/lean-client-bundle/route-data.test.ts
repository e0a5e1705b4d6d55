import {describe, expect, it} from 'vitest';
import {browserRouteData, chunkGroups, listPageGroups, samePageGroups, registryChunkNames, rewriteRegistry, rewriteRoutes, rewriteRoutesChunkNames} from './route-data.cjs';

// A miniature of what Docusaurus generates: two docs routes sharing the DocItem component
// chunk, and two routes with the same path told apart by their hash.
const entry = (name: string, request: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")]`;
const REGISTRY = `export default {
${entry('17896441', '@theme/DocItem')},
${entry('5e95c892', '@theme/DocsRoot')},
${entry('a7bd4aaa', '@site/docs/intro.md')},
${entry('c141421f', '@site/docs/install.md')},};
`;
const CHUNK_NAMES = JSON.stringify({
  '/docs-5e9': {__comp: '5e95c892'},
  '/docs-ffe': {__comp: '5e95c892', content: 'a7bd4aaa'},
  '/docs/install-c14': {__comp: '17896441', content: 'c141421f', items: [{content: 'a7bd4aaa'}]},
});
const ROUTES = `export default [
  {path: '/docs', component: ComponentCreator('/docs', '5e9'), routes: [
    {path: '/docs', component: ComponentCreator('/docs', 'ffe'), exact: true},
    {path: '/docs/install', component: ComponentCreator('/docs/install', 'c14'), exact: true},
  ]},
  {path: '*', component: ComponentCreator('*')},
];`;

/** What the browser resolves: each route, in order, with the module requests of its chunks. */
function resolve(registry: string, chunkNames: string, routes: string): [string, string[]][] {
  const requests = new Map(
    [...registry.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/g)].map((m) => [m[1], m[2]]),
  );
  const table = JSON.parse(chunkNames) as Record<string, unknown>;
  const flat = (value: unknown): string[] =>
    typeof value === 'string' ? [requests.get(value) ?? `missing ${value}`] : Object.values(value as object).flatMap(flat);
  return [...routes.matchAll(/ComponentCreator\('([^']+)', '([^']+)'\)/g)].map((m) => [m[1], flat(table[`${m[1]}-${m[2]}`])]);
}

describe('blog list pages: one chunk for the excerpts of each page', () => {
  const registry = `export default {
${entry('10000000', '@theme/BlogListPage')},
${entry('20000000', '@theme/BlogTagsPostsPage')},
${entry('a0000003', '@site/blog/c.md?truncated=true')},
${entry('a0000001', '@site/blog/a.md?truncated=true')},
${entry('a0000002', '@site/blog/b.md?truncated=true')},
${entry('b0000001', '@site/blog/d.md?truncated=true')},
${entry('b0000002', '@site/blog/e.md?truncated=true')},};
`;
  const table = {
    '/blog-111': {__comp: '10000000', items: [{content: 'a0000003'}, {content: 'a0000001'}, {content: 'a0000002'}]},
    '/blog/page/2-222': {__comp: '10000000', items: [{content: 'b0000002'}, {content: 'b0000001'}]},
    '/blog/tags/x-333': {__comp: '20000000', items: [{content: 'a0000002'}, {content: 'b0000001'}]},
  };
  const groups = listPageGroups(registry, table);
  const rewritten = rewriteRegistry(registry, groups);
  const chunkOf = new Map([...rewritten.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g)].map((m) => [m[3], [m[1], m[2]]]));

  it("puts each list page's excerpts in the chunk named after its first excerpt, and nothing else", () => {
    expect(groups).toEqual(
      new Map([
        ['a0000001', 'a0000001'],
        ['a0000002', 'a0000001'],
        ['a0000003', 'a0000001'],
        ['b0000001', 'b0000001'],
        ['b0000002', 'b0000001'],
      ]),
    );
    // Short names: sorted original names, base 36 (10000000 → 0, …, a0000001 → 2, b0000001 → 5).
    expect(chunkOf.get('@site/blog/a.md?truncated=true')).toEqual(['2', '2']);
    expect(chunkOf.get('@site/blog/c.md?truncated=true')).toEqual(['4', '2']);
    expect(chunkOf.get('@site/blog/e.md?truncated=true')).toEqual(['6', '5']);
    expect(chunkOf.get('@theme/BlogListPage')).toEqual(['0', '0']);
    expect(chunkOf.get('@theme/BlogTagsPostsPage')).toEqual(['1', '1']);
  });

  it('keeps every registry key, so routes still name each excerpt', () => {
    expect([...chunkOf.values()].map(([key]) => key).sort()).toEqual(registryChunkNames(registry));
  });
});

describe('entries the same pages load: one chunk', () => {
  // Two docs versions of two pages each under one plugin root, two blog posts and a blog list.
  // Every docs page loads the plugin context and the four frame components; each version has
  // its own props (its sidebar); both posts load BlogPostPage and the blog metadata; the list
  // and the posts share the blog plugin context and the recent-posts sidebar. (On the real
  // site author pages also read the metadata and the archive has no sidebar, so those blog
  // entries stay apart there; the rule is the same.)
  const registry = `export default {
${entry('10000000', '@theme/DocsRoot')},
${entry('20000000', '@generated/docusaurus-plugin-content-docs/default/__plugin.json')},
${entry('30000000', '@theme/DocVersionRoot')},
${entry('40000000', '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json')},
${entry('50000000', '@generated/docusaurus-plugin-content-docs/default/p/docs-5-17-abc.json')},
${entry('60000000', '@theme/DocRoot')},
${entry('70000000', '@theme/DocItem')},
${entry('80000000', '@site/docs/intro.md')},
${entry('81000000', '@site/versioned_docs/version-5.17/intro.md')},
${entry('82000000', '@site/docs/install.md')},
${entry('83000000', '@site/versioned_docs/version-5.17/install.md')},
${entry('90000000', '@theme/BlogListPage')},
${entry('91000000', '@theme/BlogPostPage')},
${entry('92000000', '~blog/default/blogMetadata-default.json')},
${entry('93000000', '@generated/docusaurus-plugin-content-blog/default/__plugin.json')},
${entry('94000000', '~blog/default/blog-post-list-prop-default.json')},
${entry('95000000', '@site/blog/a.md')},
${entry('96000000', '@site/blog/b.md')},
${entry('a0000001', '@site/blog/a.md?truncated=true')},
${entry('a0000002', '@site/blog/b.md?truncated=true')},
${entry('b0000000', '@theme/NotFound')},};
`;
  const table = {
    '/docs-111': {__comp: '10000000', __context: {plugin: '20000000'}},
    '/docs/5.17-222': {__comp: '30000000', __props: '50000000'},
    '/docs/5.17-333': {__comp: '60000000'},
    '/docs/5.17/intro-444': {__comp: '70000000', content: '81000000'},
    '/docs-555': {__comp: '30000000', __props: '40000000'},
    '/docs-666': {__comp: '60000000'},
    '/docs/intro-777': {__comp: '70000000', content: '80000000'},
    '/docs/install-bbb': {__comp: '70000000', content: '82000000'},
    '/docs/5.17/install-ccc': {__comp: '70000000', content: '83000000'},
    '/blog-888': {__comp: '90000000', __context: {plugin: '93000000'}, sidebar: '94000000', items: [{content: 'a0000001'}, {content: 'a0000002'}]},
    '/blog/a-999': {__comp: '91000000', __context: {data: {blogMetadata: '92000000'}, plugin: '93000000'}, sidebar: '94000000', content: '95000000'},
    '/blog/b-aaa': {__comp: '91000000', __context: {data: {blogMetadata: '92000000'}, plugin: '93000000'}, sidebar: '94000000', content: '96000000'},
  };
  const routes = `export default [
  {path: '/blog', component: ComponentCreator('/blog', '888'), exact: true},
  {path: '/blog/a', component: ComponentCreator('/blog/a', '999'), exact: true},
  {path: '/blog/b', component: ComponentCreator('/blog/b', 'aaa'), exact: true},
  {path: '/docs', component: ComponentCreator('/docs', '111'), routes: [
    {path: '/docs/5.17', component: ComponentCreator('/docs/5.17', '222'), routes: [
      {path: '/docs/5.17', component: ComponentCreator('/docs/5.17', '333'), routes: [
        {path: '/docs/5.17/install', component: ComponentCreator('/docs/5.17/install', 'ccc'), exact: true},
        {path: '/docs/5.17/intro', component: ComponentCreator('/docs/5.17/intro', '444'), exact: true},
      ]},
    ]},
    {path: '/docs', component: ComponentCreator('/docs', '555'), routes: [
      {path: '/docs', component: ComponentCreator('/docs', '666'), routes: [
        {path: '/docs/install', component: ComponentCreator('/docs/install', 'bbb'), exact: true},
        {path: '/docs/intro', component: ComponentCreator('/docs/intro', '777'), exact: true},
      ]},
    ]},
  ]},
  {path: '*', component: ComponentCreator('*')},
];`;
  const groups = chunkGroups(registry, table, routes);

  it('merges what the same pages load: the docs frame, the post frame, the blog-wide data', () => {
    expect(samePageGroups(registry, table, routes, listPageGroups(registry, table))).toEqual(
      new Map([
        ...['10000000', '20000000', '30000000', '60000000', '70000000'].map((name): [string, string] => [name, '10000000']),
        ['91000000', '91000000'],
        ['92000000', '91000000'],
        ['93000000', '93000000'],
        ['94000000', '93000000'],
      ]),
    );
  });

  it("keeps apart what some of those pages do not load: each version's props, each page's content", () => {
    for (const name of ['40000000', '50000000', '80000000', '81000000', '82000000', '83000000', '90000000', '95000000', '96000000', 'b0000000']) {
      expect(groups.has(name), name).toBe(false);
    }
  });

  it('leaves list page excerpts in their own group', () => {
    expect(groups.get('a0000001')).toBe('a0000001');
    expect(groups.get('a0000002')).toBe('a0000001');
  });
});

describe('route data rewrite', () => {
  const registry = rewriteRegistry(REGISTRY);
  const chunkNames = rewriteRoutesChunkNames(CHUNK_NAMES, REGISTRY);
  const routes = rewriteRoutes(ROUTES, CHUNK_NAMES);

  it('resolves every route to the same modules as before', () => {
    const before = resolve(REGISTRY, CHUNK_NAMES, ROUTES);
    const after = resolve(registry, chunkNames, routes);
    expect(before).toHaveLength(3);
    expect(after).toEqual(before);
    expect(after.flatMap(([, requests]) => requests).some((request) => request.startsWith('missing'))).toBe(false);
  });

  it('shortens chunk names and route hashes, and drops registry module paths', () => {
    expect(registry).toContain('"3": [() => import(/* webpackChunkName: "3" */ "@site/docs/install.md"), 0, require.resolveWeak(');
    expect(registry).not.toMatch(/"[0-9a-f]{8}"/);
    expect(routes).toContain("ComponentCreator('/docs/install', '0')");
    // Two routes share the path /docs: they keep distinct keys.
    expect(routes).toContain("ComponentCreator('/docs', '0')");
    expect(routes).toContain("ComponentCreator('/docs', '1')");
    expect(routes).toContain("ComponentCreator('*')");
    expect(chunkNames.length).toBeLessThan(CHUNK_NAMES.length);
  });

  it('fails the build when the generated files change shape', () => {
    expect(() => rewriteRegistry(REGISTRY.replace('require.resolveWeak("@theme/DocItem")', 'weak("@theme/DocItem")'))).toThrow(
      /rewrote 3 of 4 registry entries/,
    );
    expect(() => rewriteRoutesChunkNames(CHUNK_NAMES.replace('c141421f', 'deadbeef'), REGISTRY)).toThrow(/deadbeef/);
    expect(() => rewriteRoutes(ROUTES.replace("'c14'", "'999'"), CHUNK_NAMES)).toThrow(/\/docs\/install/);
  });

  it('lists the short names the rewritten registry asks the bundler for', () => {
    // chunk-asset.cjs compares this list with the chunks actually emitted.
    expect(registryChunkNames(REGISTRY)).toEqual(['0', '1', '2', '3']);
    expect(registryChunkNames(REGISTRY).every((name) => registry.includes(`webpackChunkName: "${name}"`))).toBe(true);
  });
});

describe('lazy route sections', () => {
  // A docs version whose root has 60 pages (a section), next to a blog post; all pages share
  // the DocItem chunk, and the blog post uses one chunk the docs use too (the sidebar).
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const pages = Array.from({length: 60}, (_, i) => ({path: `/docs/page-${i}`, hash: hex(1000 + i), chunk: hex(2000 + i)}));
  const registrySource = `export default {
${[
  entry(hex(1), '@theme/DocItem'),
  entry(hex(2), '@theme/DocRoot'),
  entry(hex(3), '@theme/BlogPostPage'),
  entry(hex(4), '@site/blog/post.md'),
  entry(hex(5), '@generated/sidebar.json'),
  ...pages.map((page) => entry(page.chunk, `@site/docs/${page.path.slice(6)}.md`)),
].join(',\n')},};
`;
  const chunkNamesSource = JSON.stringify({
    [`/docs-${hex(9)}`]: {__comp: hex(2), sidebar: hex(5)},
    [`/blog/post-${hex(8)}`]: {__comp: hex(3), content: hex(4), sidebar: hex(5)},
    ...Object.fromEntries(pages.map((page) => [`${page.path}-${page.hash}`, {__comp: hex(1), content: page.chunk}])),
  });
  const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/post',
    component: ComponentCreator('/blog/post', '${hex(8)}'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '${hex(9)}'),
    routes: [
${pages.map((page) => `      {\n        path: '${page.path}',\n        component: ComponentCreator('${page.path}', '${page.hash}'),\n        exact: true,\n        sidebar: "docs"\n      }`).join(',\n')}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*')
  }
];
`;
  const data = browserRouteData({registry: registrySource, chunkNames: chunkNamesSource, routes: routesSource});

  type Route = {path: string; component: {path: string; hash?: string}; routes?: Route[]; lazyChunk?: string; sidebar?: string};
  /** Runs a generated module's default export with a ComponentCreator that records its arguments. */
  function run(source: string): Route[] {
    const body = source.replace(/^import [^\n]*\n/gm, '').replace(/^Object\.assign\([\s\S]*?\);$/gm, '').replace(/^export default /m, 'return ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own generated test input
    return new Function('ComponentCreator', body)((path: string, hash?: string) => ({path, hash})) as Route[];
  }
  // Any chunk name: a grouped entry loads from the chunk named after its group's first entry.
  const requestsOf = (registry: string) =>
    new Map([...registry.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g)].map((m) => [m[1], m[2]]));

  it('moves the 60 pages out of the main route table into one section', () => {
    expect(data.sections).toHaveLength(1);
    const main = run(data.routes);
    const docs = main.find((route) => route.path === '/docs')!;
    expect(docs.routes).toBeUndefined();
    expect(docs.lazyChunk).toBe('routes-0');
    expect(data.routes).toContain('import(/* webpackChunkName: "routes-0" */ "./routes.js?lean-section=0")');
    expect(data.routes).not.toContain('/docs/page-');
    const section = run(data.sections[0]!);
    expect(section.map((route) => route.path)).toEqual(pages.map((page) => page.path));
    expect(section[0]!.sidebar).toBe('docs');
  });

  it("makes a route's component when the router first reads it, and only once", () => {
    const made: string[] = [];
    const body = data.sections[0]!.replace(/^import [^\n]*\n/gm, '').replace(/^Object\.assign\([\s\S]*?\);$/gm, '').replace(/^export default /m, 'return ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own generated test input
    const section = new Function('ComponentCreator', body)((path: string) => {
      made.push(path);
      return {path};
    }) as Route[];
    expect(made).toEqual([]);
    expect(section[3]!.component.path).toBe('/docs/page-3');
    expect(section[3]!.component).toBe(section[3]!.component);
    expect(made).toEqual(['/docs/page-3']);
    expect(Object.keys(section[3]!)).toContain('component');
  });

  it('resolves every route, main or lazy, to the same modules as before', () => {
    const mainRegistry = requestsOf(data.registry);
    const sectionRegistry = requestsOf(data.sections[0]!);
    // Each registry entry lives in one place: main.js, or the section when only it uses it.
    expect([...mainRegistry.keys()].filter((name) => sectionRegistry.has(name))).toEqual([]);
    const registry = new Map([...mainRegistry, ...sectionRegistry]);
    const sectionTable = JSON.parse(/Object\.assign\(routesChunkNames, (.*)\);/.exec(data.sections[0]!)![1]!) as Record<string, object>;
    const table = {...(JSON.parse(data.chunkNames) as Record<string, object>), ...sectionTable};
    const flat = (value: unknown): string[] =>
      typeof value === 'string' ? [registry.get(value) ?? `missing ${value}`] : Object.values(value as object).flatMap(flat);
    const main = run(data.routes);
    main.find((route) => route.path === '/docs')!.routes = run(data.sections[0]!);
    const all = (routes: Route[]): Route[] => routes.flatMap((route) => [route, ...all(route.routes ?? [])]);
    const after = all(main)
      .filter((route) => route.component.hash !== undefined)
      .map((route) => [route.path, flat(table[`${route.component.path}-${route.component.hash}`])]);
    const before = resolve(registrySource, chunkNamesSource, routesSource);
    expect(after).toHaveLength(62);
    expect(after).toEqual(before.filter(([path]) => path !== '*'));
    // main.js keeps what the blog post needs, including the chunk it shares with the docs.
    expect([...mainRegistry.values()].sort()).toEqual(['@generated/sidebar.json', '@site/blog/post.md', '@theme/BlogPostPage', '@theme/DocRoot']);
  });
});
