import React, {type ReactNode} from 'react';
import {describe, it, expect} from 'vitest';
import {render} from '@testing-library/react';
import Home from '../index';
import Calculator from '../calculator/index';
import path from 'node:path';
import Cases from '../case/_components/CasesPage';
import UseScenes from '../usescene/_components/UseScenesPage';
import Editions from '../enterprise_server/index';
import AppOps from '../feature/app-ops/index';
import DevOps from '../feature/devops/index';
import MultiCluster from '../feature/multi-cluster/index';
import ServiceMesh from '../feature/service-mesh/index';
import XinChuang from '../xinchuang/index';
import Marketplace from '../marketplace/index';
import Partners from '../partners/index';
import {CASE_SLUGS, SCENE_ORDER} from '@site/tests/fixtures/marketing';
import {loadPageCards, pageDirs} from '@site/plugins/page-cards';

/** The cards plugins/page-cards gives the two list pages, read from the real English articles. */
const siteDir = path.resolve(__dirname, '../../..');
const CARDS = loadPageCards(pageDirs(siteDir, path.join(siteDir, 'i18n', 'en')), 'en-US');

/** The marketing route files themselves, rendered with a stand-in theme Layout. */
const ROUTES: [string, () => ReactNode][] = [
  ['/', Home],
  ['/calculator', Calculator],
  ['/case', () => <Cases cards={CARDS.cases} />],
  ['/usescene', () => <UseScenes cards={CARDS.scenes} />],
  ['/enterprise_server', Editions],
  ['/feature/app-ops', AppOps],
  ['/feature/devops', DevOps],
  ['/feature/multi-cluster', MultiCluster],
  ['/feature/service-mesh', ServiceMesh],
  ['/xinchuang', XinChuang],
  ['/marketplace', Marketplace],
  ['/partners', Partners],
];

const CASES = CASE_SLUGS;
const SCENES = SCENE_ORDER;
const BLOG_SLUGS = [
  'apollo', 'bytebase', 'curve', 'datacap', 'dolphinscheduler', 'hertzbeat', 'jianmu', 'jpom', 'knowstreaming', 'maxkey',
  'zyplayer-doc', 'topiam', 'pipeline',
];

/** Internal routes the marketing pages may link to (they exist in the final site). */
const ALLOWED_INTERNAL = new Set([
  ...ROUTES.map(([route]) => route),
  ...CASES.map((name) => `/case/${name}`),
  ...SCENES.map((name) => `/usescene/${name}`),
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  '/privacy', '/server', '/blog', '/docs', '/docs/quick-start/quick-install', '/docs/quick-start/getting-started',
  '/docs/installation/install-with-helm', '/docs/how-to-guides/localization-guide/intro', '/docs/Intro',
  '/docs/how-to-guides/micro-service-deploy/blade-example', '/docs/how-to-guides/micro-service-deploy/pig-example',
]);
const ALLOWED_EXTERNAL = [
  'https://github.com/goodrain/rainbond',
  'https://hub.grapps.cn',
  'https://run.rainbond.com',
  'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg',
  'https://rainbond.feishu.cn/share/base/form/shrcngJKwbek0nbP1bBIcFA5g6d',
  'https://rainbond.feishu.cn/share/base/shrcnv2iqnRsNJM6Y3hN5VhTJvg',
  'https://rainbond.feishu.cn/share/base/form/shrcnywQpD9yBvs21AAbXMCfXWb',
];

describe.each(ROUTES)('marketing route %s', (route, Page) => {
  const page = () => render(<Page />).container;

  it('has exactly one h1, inside <main>', () => {
    const container = page();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('main h1')).not.toBeNull();
  });

  it('never skips a heading level', () => {
    const container = page();
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) {
        expect(level, `heading ${index} on ${route}`).toBeLessThanOrEqual(levels[index - 1] + 1);
      }
    });
  });

  it('links only to routes and hosts that exist', () => {
    const container = page();
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith('/')) {
        expect(ALLOWED_INTERNAL, href).toContain(href);
      } else {
        expect(ALLOWED_EXTERNAL, href).toContain(href);
      }
    }
  });

  it('has no image without alt text, size and lazy loading', () => {
    const container = page();
    for (const img of Array.from(container.querySelectorAll('img'))) {
      expect(img.getAttribute('alt')).not.toBeNull();
      expect(img.getAttribute('width')).not.toBeNull();
      expect(img.getAttribute('height')).not.toBeNull();
    }
  });
});

describe('list pages', () => {
  it('/case links every case article', () => {
    const {container} = render(<Cases cards={CARDS.cases} />);
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    for (const name of CASES) {
      expect(hrefs).toContain(`/case/${name}`);
    }
  });

  it('/case shows the cards written in the articles\' front matter', () => {
    const {container} = render(<Cases cards={CARDS.cases} />);
    const boe = Array.from(container.querySelectorAll('li')).find((card) => card.querySelector('a[href="/case/boe"]'));
    expect(boe?.querySelector('h2')?.textContent).toBe('BOE');
    expect(boe?.textContent).toContain('IoT and display manufacturing');
    expect(boe?.textContent).toContain('30 industry systems');
  });

  it('/usescene links the eight scenes in order', () => {
    const {container} = render(<UseScenes cards={CARDS.scenes} />);
    const hrefs = Array.from(container.querySelectorAll('a'))
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/usescene/'));
    expect(hrefs).toEqual(SCENES.map((name) => `/usescene/${name}`));
  });

  it('/partners shows 15 partners sorted by name', () => {
    const {container} = render(<Partners />);
    const names = Array.from(container.querySelectorAll('#partners-list ~ ul h3')).map((h) => h.textContent ?? '');
    expect(names).toHaveLength(15);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})));
  });

  it('/enterprise_server says Included / Not included in words, not only with symbols', () => {
    const {container} = render(<Editions />);
    const table = container.querySelector('table')!;
    expect(table.querySelectorAll('thead th')).toHaveLength(4);
    expect(table.textContent).toContain('Not included');
    expect(table.textContent).toContain('Included');
    expect(container.querySelector('a[href^="/docs/enterprise"]')).toBeNull();
  });
});
