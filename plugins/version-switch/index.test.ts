import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {versionDocs} from './index';

const version = (versionName: string, path: string, docs: [string, string][]) =>
  ({versionName, path, docs: docs.map(([id, permalink]) => ({id, permalink}))}) as unknown as LoadedContent['loadedVersions'][number];

describe('versionDocs', () => {
  it('keeps the docs plugin’s order and finds the main doc served at the version’s path', () => {
    const content = {
      loadedVersions: [
        version('current', '/docs', [
          ['faq/index', '/docs/faq'],
          ['index', '/docs'],
        ]),
        version('5.17', '/docs/5.17', [['intro', '/docs/5.17/intro']]),
      ],
    } as LoadedContent;
    expect(versionDocs(content)).toEqual([
      {name: 'current', mainDocId: 'index', ids: ['faq/index', 'index']},
      {name: '5.17', mainDocId: 'intro', ids: ['intro']},
    ]);
  });

  it('finds the docs home served with a trailing slash (a doc with slug /), not the first doc', () => {
    const content = {
      loadedVersions: [
        version('5.17', '/docs/5.17', [
          ['api/application/bindVolumes', '/docs/5.17/api/application/bindVolumes'],
          ['index', '/docs/5.17/'],
        ]),
      ],
    } as LoadedContent;
    expect(versionDocs(content)[0]?.mainDocId).toBe('index');
  });

  it('writes nothing when the docs plugin loaded nothing', () => {
    expect(versionDocs(undefined)).toEqual([]);
  });
});
