import {describe, expect, it} from 'vitest';
import {registryChunkNames, rewriteRegistry, rewriteRoutes, rewriteRoutesChunkNames} from './route-data.cjs';

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
