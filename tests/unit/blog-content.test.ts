import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import inventory from '../fixtures/routes.json';

const BLOG = 'blog';
const ZH = 'i18n/zh/docusaurus-plugin-content-blog';

function posts(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return posts(path);
    }
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  expect(match, 'front matter').not.toBeNull();
  return parse(match![1]) as Record<string, unknown>;
}

/** English prose words: front matter and fenced code removed. */
function proseWords(source: string): number {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split(/\s+/)
    .filter(Boolean).length;
}

const authors = Object.keys(parse(readFileSync(join(BLOG, 'authors.yml'), 'utf8')) as object);
const tags = Object.keys(parse(readFileSync(join(BLOG, 'tags.yml'), 'utf8')) as object);
const files = posts(BLOG);

describe('blog content', () => {
  it('has one post for every post of the previous site, at the same slug', () => {
    const slugs = files.map((file) => `/blog/${frontMatter(readFileSync(file, 'utf8')).slug}`).sort();
    expect(slugs).toEqual([...inventory.blog_posts].sort());
  });

  it.each(files.map((file) => [relative(BLOG, file), file]))('%s is complete and has its Chinese twin', (name, file) => {
    const source = readFileSync(file, 'utf8');
    const data = frontMatter(source);
    expect(typeof data.title).toBe('string');
    expect(String(data.description ?? '').length).toBeGreaterThan(20);
    expect(/\d{4}-\d{2}-\d{2}-/.test(file) || data.date).toBeTruthy();
    expect((data.authors as string[]).every((author) => authors.includes(author))).toBe(true);
    const postTags = data.tags as string[];
    expect(postTags.length).toBeGreaterThanOrEqual(2);
    expect(postTags.length).toBeLessThanOrEqual(4);
    expect(postTags.every((tag) => tags.includes(tag))).toBe(true);
    expect(source).toContain('<!-- truncate -->');
    expect(proseWords(source)).toBeGreaterThanOrEqual(600);

    const twin = join(ZH, name);
    expect(existsSync(twin), twin).toBe(true);
    const zh = readFileSync(twin, 'utf8');
    const zhData = frontMatter(zh);
    expect(zhData.slug).toBe(data.slug);
    expect(zhData.tags).toEqual(data.tags);
    expect(zh).toContain('<!-- truncate -->');
    expect(/[\u4e00-\u9fff]/.test(String(zhData.title))).toBe(true);
  });
});
