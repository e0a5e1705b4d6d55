import {describe, expect, it} from 'vitest';
import {contextTags, readerVersion, searchPagePath} from './context';
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

describe('docs version context', () => {
  const versions = [
    {name: 'current', isLast: true},
    {name: '5.17', isLast: false},
  ];

  it('ranks the version being read first, and the latest anywhere else', () => {
    expect(readerVersion(versions, '5.17')).toBe('5.17');
    expect(readerVersion(versions, undefined)).toBe('current');
    expect(readerVersion(versions, 'removed')).toBe('current');
  });

  it('limits the hosted search to pages that are not docs and the version being read', () => {
    expect(contextTags('5.17')).toEqual(['default', 'docs-default-5.17']);
  });

  it('links the search page with the version to rank first, unless it is the latest', () => {
    expect(searchPagePath('helm chart', 'current', 'current')).toBe('/search?q=helm+chart');
    expect(searchPagePath('离线 & "x"', '5.17', 'current')).toBe(
      `/search?${new URLSearchParams({q: '离线 & "x"', version: '5.17'}).toString()}`,
    );
    expect(new URLSearchParams(searchPagePath('a&version=x', 'current', 'current').split('?')[1]).get('q')).toBe('a&version=x');
  });
});
