import {describe, expect, it} from 'vitest';
import {contextTags} from './context';
import {searchSettings} from './settings';

const site = {url: 'https://www.rainbond.com', baseUrl: '/'};

describe('searchSettings', () => {
  it('uses the local index when nothing is configured', () => {
    expect(searchSettings({}, site)).toEqual({provider: 'local', indexUrl: '/pagefind/'});
  });

  it('uses the hosted service when all three variables are set', () => {
    const settings = searchSettings(
      {ALGOLIA_APP_ID: 'ABC123', ALGOLIA_API_KEY: 'public-key', ALGOLIA_INDEX_NAME: 'rainbond'},
      site,
    );
    expect(settings).toEqual({
      provider: 'algolia',
      appId: 'ABC123',
      apiKey: 'public-key',
      indexName: 'rainbond',
      siteUrl: 'https://www.rainbond.com',
    });
  });

  it('fails the build when only part of the hosted configuration is set', () => {
    expect(() => searchSettings({ALGOLIA_APP_ID: 'ABC123'}, site)).toThrow(/ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME/);
  });

  it('rejects an application id that would change the service host', () => {
    expect(() =>
      searchSettings({ALGOLIA_APP_ID: 'evil.example/', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}, site),
    ).toThrow(/letters and digits/);
  });
});

describe('contextTags', () => {
  const plugins = {default: {latestVersion: 'current'}};

  it('searches the latest docs outside the docs', () => {
    expect(contextTags(plugins, undefined)).toEqual(['default', 'docs-default-current']);
  });

  it('searches the version being read inside the docs', () => {
    expect(contextTags(plugins, {pluginId: 'default', versionName: '5.17'})).toEqual([
      'default',
      'docs-default-5.17',
    ]);
  });
});
