import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {idsIn, planModuleTranslations, withoutDefaultMessages, withTranslations, withoutMoved} from './translations.cjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-client-bundle-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function module(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

const MESSAGES = {
  'home.hero.title': '用一个平台交付应用',
  'home.hero.lead': '从源码到多集群',
  'nav.docs': '文档',
  'theme.common.skipToMainContent': '跳到主要内容',
};

describe('code translations by module', () => {
  it('finds ids written as JSX attributes, translate() calls and data objects', () => {
    const ids = idsIn(`
      <Translate id="home.hero.title">Deliver apps</Translate>
      translate({id: 'home.hero.lead', message: 'From source'});
      const item = {id: \`nav.docs\`, message: 'Docs'};
      <h2 id={anchor}>…</h2>`);
    expect([...ids].sort()).toEqual(['home.hero.lead', 'home.hero.title', 'nav.docs']);
  });

  it('moves each id to the modules naming it and keeps theme ids and unknown ids shared', () => {
    const hero = module('Hero.tsx', `<Translate id="home.hero.title">x</Translate>; translate({id: 'home.hero.lead', message: 'y'});`);
    const navbar = module('Navbar.tsx', `translate({id: 'nav.docs', message: 'Docs'}); translate({id: 'theme.common.skipToMainContent'});`);
    const card = module('Card.tsx', `const card = {id: 'boe', title: 'BOE'};`);
    const plan = planModuleTranslations([hero, navbar, card], MESSAGES);
    expect(plan.modules).toEqual({
      [hero]: {'home.hero.title': '用一个平台交付应用', 'home.hero.lead': '从源码到多集群'},
      [navbar]: {'nav.docs': '文档'},
    });
    expect(plan.moved).toEqual(['home.hero.lead', 'home.hero.title', 'nav.docs']);
    expect(JSON.parse(withoutMoved(JSON.stringify(MESSAGES), plan.moved))).toEqual({
      'theme.common.skipToMainContent': '跳到主要内容',
    });
  });

  it('adds a module\'s translations to the shared table before the module body runs', () => {
    const output = withTranslations("import React from 'react';\nexport const title = translate({id: 'nav.docs'});\n", {'nav.docs': '文档'});
    const [importLine, assignLine, ...rest] = output.split('\n');
    expect(importLine).toBe("import __siteCodeTranslations from '@generated/codeTranslations';");
    const table: Record<string, string> = {};
    new Function('__siteCodeTranslations', assignLine)(table);
    expect(table).toEqual({'nav.docs': '文档'});
    expect(rest.join('\n')).toContain("export const title = translate({id: 'nav.docs'});");
  });

  it('drops the English text of the ids a module translates, and only those', () => {
    const source = [
      "translate({id: 'nav.docs', message: 'It\\'s the docs'});",
      "translate({\n  id: \"home.hero.lead\",\n  message:\n    'From source',\n});",
      '<Translate id="home.hero.title" description="hero">Deliver apps</Translate>',
      "<Translate id=\"home.hero.title\" values={{n}}>{'n {n}'}</Translate>",
      "translate({id: 'nav.docs.more', message: 'Keep me'});",
      "translate({id: 'nav.docs', message: `template`});",
    ].join('\n');
    const output = withoutDefaultMessages(source, ['nav.docs', 'home.hero.lead', 'home.hero.title']);
    expect(output).not.toMatch(/It\\'s the docs|From source|Deliver apps/);
    expect(output).toContain("translate({id: 'nav.docs', message: ''});");
    expect(output).toContain('<Translate id="home.hero.title" description="hero"></Translate>');
    // Other ids, braces (interpolation) and template literals are left as they are.
    expect(output).toContain("{'n {n}'}");
    expect(output).toContain("message: 'Keep me'");
    expect(output).toContain('message: `template`');
    expect(withTranslations(source, {'nav.docs': '文档'})).not.toContain("It\\'s the docs");
  });

  it('moves a theme id to the theme modules naming it, unless it is also used in another way', () => {
    const messages = {...MESSAGES, 'theme.common.close': '关闭', 'theme.blog.paginator': '博客分页'};
    const navbar = module('theme-Navbar.js', `translate({id: 'theme.common.skipToMainContent', message: 'Skip'});`);
    const blog = module('theme-Blog.js', `<Translate id="theme.blog.paginator">Blog pages</Translate>; <Translate id="theme.common.close">Close</Translate>`);
    // Another module passes the id around as a value: moving it could leave that module without it.
    const dialog = module('theme-Dialog.js', `const key = 'theme.common.close'; translate({id: key});`);
    const plan = planModuleTranslations([], messages, [navbar, blog, dialog]);
    expect(plan.modules).toEqual({
      [navbar]: {'theme.common.skipToMainContent': '跳到主要内容'},
      [blog]: {'theme.blog.paginator': '博客分页'},
    });
    expect(plan.moved).toEqual(['theme.blog.paginator', 'theme.common.skipToMainContent']);
  });
});

