import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {caseCards, sceneCards, slugOf, type PageSource} from './cards';
import {loadPageCards, pageDirs} from './index';
import {SCENE_ORDER} from '../../tests/fixtures/marketing';

const page = (file: string, frontMatter: Record<string, unknown>): PageSource => ({
  file,
  filePath: `src/pages/case/${file}`,
  frontMatter,
});

const caseFm = (title: string, order?: number) => ({
  title: `${title} article`,
  card_title: title,
  card_summary: `What ${title} achieved.`,
  industry: 'Manufacturing',
  ...(order === undefined ? {} : {order}),
});

describe('which files are articles', () => {
  it.each([
    ['boe.md', 'boe'],
    ['csgApp.md', 'csgApp'],
    ['story.mdx', 'story'],
  ])('%s is the article %s', (file, slug) => {
    expect(slugOf(file)).toBe(slug);
  });

  it.each(['index.tsx', '_draft.md', 'notes.txt', '.hidden.md'])('%s is not an article', (file) => {
    expect(slugOf(file)).toBeNull();
  });
});

describe('case cards', () => {
  it('turns front matter into cards with the route of each article', () => {
    const [card] = caseCards([page('boe.md', caseFm('BOE', 1))], 'en-US');
    expect(card).toEqual({
      slug: 'boe',
      path: '/case/boe',
      title: 'BOE',
      industry: 'Manufacturing',
      summary: 'What BOE achieved.',
    });
  });

  it('sorts by order, then puts pages without an order last, by title', () => {
    const cards = caseCards(
      [
        page('zeta.md', caseFm('Zeta')),
        page('c.md', caseFm('Gamma', 2)),
        page('alpha.md', caseFm('Alpha')),
        page('b.md', caseFm('Beta', 1)),
      ],
      'en-US',
    );
    expect(cards.map((card) => card.slug)).toEqual(['b', 'c', 'alpha', 'zeta']);
  });

  it('breaks ties in order by title', () => {
    const cards = caseCards([page('y.md', caseFm('Yankee', 1)), page('x.md', caseFm('Xray', 1))], 'en-US');
    expect(cards.map((card) => card.title)).toEqual(['Xray', 'Yankee']);
  });

  it('skips files that are not articles', () => {
    const cards = caseCards([page('boe.md', caseFm('BOE')), page('_template.md', {}), page('index.tsx', {})], 'en-US');
    expect(cards.map((card) => card.slug)).toEqual(['boe']);
  });

  it.each(['card_title', 'card_summary', 'industry'])('names the file when %s is missing or blank', (key) => {
    expect(() => caseCards([page('boe.md', {...caseFm('BOE'), [key]: undefined})], 'en-US')).toThrow(
      `src/pages/case/boe.md needs a non-empty "${key}"`,
    );
    expect(() => caseCards([page('boe.md', {...caseFm('BOE'), [key]: '  '})], 'en-US')).toThrow(key);
  });

  it('rejects an order that is not a number', () => {
    expect(() => caseCards([page('boe.md', {...caseFm('BOE'), order: 'first'})], 'en-US')).toThrow('"order"');
  });
});

describe('scene cards', () => {
  it('use the page title and card_summary, under /usescene', () => {
    const cards = sceneCards(
      [
        page('b.md', {title: 'Second', card_summary: 'Two.', order: 2}),
        page('a.md', {title: 'First', card_summary: 'One.', order: 1}),
      ],
      'en-US',
    );
    expect(cards).toEqual([
      {slug: 'a', path: '/usescene/a', title: 'First', summary: 'One.'},
      {slug: 'b', path: '/usescene/b', title: 'Second', summary: 'Two.'},
    ]);
  });
});

describe('the real case and scene pages', () => {
  const siteDir = path.resolve(__dirname, '../..');
  const en = loadPageCards(pageDirs(siteDir, path.join(siteDir, 'i18n', 'en')), 'en-US');
  const zh = loadPageCards(pageDirs(siteDir, path.join(siteDir, 'i18n', 'zh')), 'zh-CN');

  it('give 10 cases and the 8 scenes in their curated order, in both languages', () => {
    for (const data of [en, zh]) {
      expect(data.cases).toHaveLength(10);
      expect(data.scenes.map((scene) => scene.slug)).toEqual(SCENE_ORDER);
    }
    expect(zh.cases.map((card) => card.slug)).toEqual(en.cases.map((card) => card.slug));
  });

  it('read the Chinese cards from the Chinese pages', () => {
    const boe = zh.cases.find((card) => card.slug === 'boe');
    expect(boe?.title).toBe('京东方');
    expect(en.cases.find((card) => card.slug === 'boe')?.title).toBe('BOE');
    for (const card of [...zh.cases, ...zh.scenes]) {
      expect(card.summary, card.slug).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
