// @vitest-environment node
/**
 * Docs true to the software: every Rainbond console API path (`/openapi/...`) that a docs page
 * uses, outside the generated API reference, is a route of the console release that page's docs
 * version documents (tests/fixtures/upstream/<version>/console-api.json). Both versions, both
 * languages. A failure names the file, the line, the path and the nearest valid paths.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GROUPS, ROOT, VERSIONS, loadFixture} from '../../scripts/generate-api-docs.mjs';
import {findApiPaths, matchRoute, nearestRoutes} from '../../scripts/lib/console-paths.mjs';

interface Route {
  path: string;
  exact: boolean;
}

/** The docs trees of each version, in both languages. */
const TREES: Record<string, string[]> = {
  'v6.2': ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'],
  '5.17': ['versioned_docs/version-5.17', 'i18n/zh/docusaurus-plugin-content-docs/version-5.17'],
};

function pages(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) {
      // The generated API reference is checked against the same facts by tests/unit/openapi.test.ts.
      const generated = GROUPS.some((group: string) => rel.endsWith(`/api/${group}`));
      return generated ? [] : pages(rel);
    }
    return /\.mdx?$/.test(name) ? [rel] : [];
  });
}

describe('console API paths in the docs', () => {
  const v62 = loadFixture('v6.2').routes as Route[];

  it('finds paths with placeholders and ignores the text around them', () => {
    const text = [
      'curl "${RAINBOND_CONSOLE}/openapi/v1/teams/${TEAM_ID}/regions/$REGION/apps?query=shop"',
      'Call `/openapi/v1/teams/{team_id}` or (/openapi/v1/regions/<region_id>).',
      'Everything lives under /openapi/v1/.',
    ].join('\n');
    expect(findApiPaths(text)).toEqual([
      {path: '/openapi/v1/teams/${TEAM_ID}/regions/$REGION/apps', line: 1},
      {path: '/openapi/v1/teams/{team_id}', line: 2},
      {path: '/openapi/v1/regions/<region_id>', line: 2},
      {path: '/openapi/v1/', line: 3},
    ]);
  });

  it('accepts a route of the release and refuses one it does not serve, naming the nearest', () => {
    expect(matchRoute('/openapi/v1/teams/${TEAM_ID}/regions/${REGION}/apps/${APP_ID}/services/${SERVICE_ID}/build', v62)?.path).toBe(
      '/openapi/v1/teams/{team_id}/regions/{region_name}/apps/{app_id}/services/{service_id}/build',
    );
    expect(matchRoute('/openapi/v1/', v62)).toBeDefined();
    const wrong = '/openapi/v1/teams/$TEAM_ID/regions/$REGION/apps/$APP_ID/helm_chart';
    expect(matchRoute(wrong, v62)).toBeUndefined();
    expect(nearestRoutes(wrong, v62)).toContain('/openapi/v1/teams/{team_id}/regions/{region_name}/app/{app_id}/helm_chart');
    expect(matchRoute('/openapi/v1/configs', v62)).toBeUndefined();
    expect(matchRoute('/openapi/v1/configs', loadFixture('5.17').routes)).toBeDefined();
  });

  for (const version of VERSIONS) {
    it(`uses only routes the console serves at ${version.release} (docs ${version.id}, both languages)`, () => {
      const routes = loadFixture(version.id).routes as Route[];
      const failures: string[] = [];
      let checked = 0;
      for (const file of TREES[version.id]!.flatMap(pages)) {
        for (const {path: apiPath, line} of findApiPaths(readFileSync(path.join(ROOT, file), 'utf8'))) {
          checked++;
          if (!matchRoute(apiPath, routes)) {
            failures.push(`${file}:${line}: ${apiPath} is not a route of the console at ${version.release}; nearest: ${nearestRoutes(apiPath, routes).join(', ')}`);
          }
        }
      }
      expect(checked, 'the docs use the API somewhere (the introduction at least)').toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
