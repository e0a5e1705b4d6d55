// @vitest-environment node
/**
 * The API reference has one OpenAPI document per docs version (openapi/<version>/, with its Chinese
 * overlay). These tests hold each document to the console release its version documents (the
 * facts scripts/upstream/console-api.mjs extracts into tests/fixtures/upstream/<version>/), validate
 * it as OpenAPI 3.1, keep the previous site's page URLs working, and check that the generated pages,
 * samples and downloads are exactly what scripts/generate-api-docs.mjs produces.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {describe, expect, it} from 'vitest';
import pages from '../fixtures/api-operations.json';
import {apiRedirects} from '../../src/data/api-redirects';
import {SAMPLE_LANGUAGES} from '../../src/components/ApiSamples';
import {
  ROOT,
  TARGETS,
  VERSIONS,
  checkExample,
  checkExamples,
  collectPages,
  listOperations,
  loadDocument,
  loadFixture,
  loadOverlay,
  localize,
  missingTranslations,
  requestSamples,
  resolve,
  structuralProblems,
} from '../../scripts/generate-api-docs.mjs';
import {compareWithConsole, consoleOperations} from '../../scripts/lib/openapi-console.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface PreviousPage {
  group: string;
  operationName: string;
  route_current: string;
  route_5_17: string;
}

const previous = (pages as {pages: PreviousPage[]}).pages;
const ROUTE_KEY: Record<string, keyof PreviousPage> = {'v6.2': 'route_current', '5.17': 'route_5_17'};
const documents = new Map<string, Json>(VERSIONS.map((version) => [version.id, loadDocument(version.id).doc]));

describe.each(VERSIONS.map((version) => [version.id, version] as const))('OpenAPI document %s', (id, version) => {
  const doc = documents.get(id);
  const fixture = loadFixture(id);
  const operations = listOperations(doc);

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toBe(version.release);
    // The validator dereferences in place, so it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('follows the OpenAPI rules the schema validator leaves unchecked for 3.1', () => {
    expect(structuralProblems(doc)).toEqual([]);
  });

  it(`is the console's API at ${version.release}: every route documented, nothing extra, same parameters, bodies, required fields, answers, tokens and permissions`, () => {
    expect(fixture.tag).toBe(`${version.release}-release`);
    const result = compareWithConsole(doc, fixture);
    const served = consoleOperations(fixture).size;
    // The figures of the closing report: routes and operations of the release, and what differs.
    console.info(
      `${id}: ${fixture.routes.length} console routes, ${served} operations served, ${operations.length} documented, ` +
        `${result.undocumented.length} undocumented, ${result.absent.length} absent, ${result.mismatches.length} mismatches`,
    );
    expect(result.undocumented).toEqual([]);
    expect(result.absent).toEqual([]);
    expect(result.mismatches).toEqual([]);
    expect(operations).toHaveLength(served);
  });

  it('says plainly where the release does not behave as its schema says, and documents the server error', () => {
    const failing = operations.filter((entry: Json) => entry.operation['x-console-fails']);
    console.info(`${id}: operations that fail at ${version.release} (read from the code): ${failing.map((e: Json) => e.operation.operationId).join(', ')}`);
    for (const {operation} of failing) {
      const statuses = Object.keys(operation.responses);
      expect(statuses.includes('500') || statuses.includes('404'), operation.operationId).toBe(true);
    }
  });

  it('has examples that fit their schemas and carry every required field', () => {
    expect(checkExamples(doc)).toEqual([]);
    // The checker itself refuses an example without a required field.
    const schema = {type: 'object', required: ['name'], properties: {name: {type: 'string'}}};
    expect(checkExample(doc, schema, {}, 'probe')).toEqual(['probe: the required field "name" is missing']);
  });

  it('gives every operation a summary, a description, a success or documented failure, and an example of each JSON answer', () => {
    for (const {operation} of operations) {
      const id = operation.operationId;
      expect(operation.summary?.trim(), `${id} summary`).toBeTruthy();
      expect(operation.description?.trim(), `${id} description`).toBeTruthy();
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        const media = resolve(doc, response).content?.['application/json'];
        if (status.startsWith('2') && media) {
          expect(media.example !== undefined || Object.keys(media.examples ?? {}).length > 0, `${id} ${status} example`).toBe(true);
        }
      }
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => status.startsWith('2')) || Boolean(operation['x-console-fails']), `${id} success`).toBe(true);
      expect(statuses, `${id} 401`).toContain('401');
    }
  });

  it('has Chinese text for every English text, and no stale translations', () => {
    const overlay = loadOverlay(id);
    expect(missingTranslations(doc, overlay)).toEqual([]);
    expect(localize(doc, overlay).problems).toEqual([]);
  });

  it('keeps every page URL of the previous site: the page exists, or it redirects to the version or group that has the operation', () => {
    const pageKey = (page: Json) => `${page.group}/${page.name}`;
    const names = new Set(collectPages(doc).map(pageKey));
    const redirects = new Map(apiRedirects.map(({from, to}) => [from, to]));
    for (const page of previous) {
      const url = page[ROUTE_KEY[id]!] as string;
      if (names.has(`${page.group}/${page.operationName}`)) {
        expect(redirects.has(url), `${url} is a page and must not redirect`).toBe(false);
        continue;
      }
      const target = redirects.get(url);
      expect(target, `${url}: no page in ${id} and no redirect`).toBeDefined();
      const other = VERSIONS.find((v) => v.id !== id && target!.startsWith(`${v.docsPath}/`));
      if (other) {
        const there = new Set(collectPages(documents.get(other.id)).map(pageKey));
        expect(there.has(target!.slice(other.docsPath.length + 1)), `${url} → ${target}`).toBe(true);
      } else {
        expect(target, url).toBe(`${version.docsPath}/${page.group}`);
      }
    }
  });
});

describe('request samples', () => {
  const all = VERSIONS.flatMap((version) =>
    listOperations(documents.get(version.id)).map((entry: Json) => ({version, entry, doc: documents.get(version.id)})),
  );

  it('show the same request in curl, Python, Go and JavaScript, with the path and token of the operation', () => {
    for (const {version, entry, doc} of all) {
      const {request, samples} = requestSamples(doc, entry);
      const id = `${version.id} ${entry.operation.operationId}`;
      expect(samples.map((s: Json) => s.value), id).toEqual(SAMPLE_LANGUAGES.map((label) => label.toLowerCase()));
      const literal = entry.path.split(/\{[^}]+\}/);
      for (const sample of samples) {
        // Every fixed part of the path is in the sample, and the token variable it needs.
        for (const part of literal.filter(Boolean)) expect(sample.code, `${id} ${sample.value}`).toContain(part);
        expect(sample.code, `${id} ${sample.value}`).toContain(request.token);
        expect(sample.code, `${id} ${sample.value}`).toContain('RAINBOND_CONSOLE');
      }
      const curl = samples[0].code;
      expect(curl.includes(` -X ${request.method}`), `${id} curl method`).toBe(request.method !== 'GET');
      if (request.json !== undefined) {
        const marker: Record<string, string> = {curl: 'application/json', python: 'json=', go: 'application/json', javascript: 'application/json'};
        for (const sample of samples) expect(sample.code, `${id} ${sample.value} body`).toContain(marker[sample.value]);
      }
    }
  });

  it('JavaScript samples are valid module code', () => {
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => unknown;
    for (const {version, entry, doc} of all) {
      const {samples} = requestSamples(doc, entry);
      expect(() => new AsyncFunction('process', samples[3].code), `${version.id} ${entry.operation.operationId}`).not.toThrow();
    }
  });

  const python = spawnSync('python3', ['--version']);
  it.skipIf(python.error !== undefined)('Python samples are valid Python', () => {
    const codes = all.map(({entry, doc}) => requestSamples(doc, entry).samples[1].code);
    const run = spawnSync(
      'python3',
      ['-c', 'import ast, json, sys\nfor code in json.load(sys.stdin):\n    ast.parse(code)\nprint("ok")'],
      {input: JSON.stringify(codes), encoding: 'utf8'},
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('ok');
  });

  it('Go samples are balanced and import exactly what they use', () => {
    for (const {version, entry, doc} of all) {
      const code: string = requestSamples(doc, entry).samples[2].code;
      const id = `${version.id} ${entry.operation.operationId}`;
      const outside = code.replace(/`[^`]*`/g, '``').replace(/"(?:\\.|[^"\\])*"/g, '""');
      for (const [open, close] of [['{', '}'], ['(', ')']]) {
        expect(outside.split(open).length, `${id} ${open}${close}`).toBe(outside.split(close).length);
      }
      expect(code.includes('"strings"'), `${id} strings import`).toBe(code.includes('strings.NewReader'));
    }
  });
});

describe('generated API reference', () => {
  it('is exactly what the generator produces from the documents (regenerating yields no diff)', () => {
    const run = spawnSync(process.execPath, ['scripts/generate-api-docs.mjs', '--check'], {cwd: ROOT, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  it('has a page for every operation of each version in both locales, and no page for an operation the version lacks', () => {
    for (const version of VERSIONS) {
      const names = collectPages(documents.get(version.id)).map((page: Json) => `${page.group}/${page.name}.mdx`);
      for (const target of version.targets) {
        for (const name of names) expect(existsSync(path.join(ROOT, target.dir, name)), `${target.dir}/${name}`).toBe(true);
      }
      for (const other of VERSIONS.filter((v) => v !== version)) {
        const theirs = collectPages(documents.get(other.id)).map((page: Json) => `${page.group}/${page.name}.mdx`);
        for (const name of theirs.filter((n: string) => !names.includes(n))) {
          for (const target of version.targets) expect(existsSync(path.join(ROOT, target.dir, name)), `${target.dir}/${name}`).toBe(false);
        }
      }
    }
  });

  it("offers each version's document for download, linked from that version's introduction in both locales", () => {
    for (const version of VERSIONS) {
      const source = readFileSync(path.join(ROOT, version.source), 'utf8');
      expect(readFileSync(path.join(ROOT, version.staticDir, 'rainbond-openapi.yaml'), 'utf8')).toBe(source);
      const json = JSON.parse(readFileSync(path.join(ROOT, version.staticDir, 'rainbond-openapi.json'), 'utf8'));
      expect(json.info.version).toBe(version.release);
      const url = `/${version.staticDir.replace(/^static\//, '')}`;
      for (const target of version.targets) {
        const intro = readFileSync(path.join(ROOT, target.dir, 'Intro.md'), 'utf8');
        for (const file of ['rainbond-openapi.yaml', 'rainbond-openapi.json']) {
          expect(intro, `${target.dir}/Intro.md → ${url}/${file}`).toContain(`(pathname://${url}/${file})`);
        }
        // No download link of another version.
        for (const other of VERSIONS.filter((v) => v !== version)) {
          expect(intro).not.toContain(`(pathname:///${other.staticDir.replace(/^static\//, '')}/rainbond-openapi.yaml)`);
        }
      }
    }
  });

  it('renders the samples as build-time code blocks, one per tab language, on every operation', () => {
    const fence: Record<string, string> = {curl: 'bash'};
    const languages = SAMPLE_LANGUAGES.map((label) => fence[label.toLowerCase()] ?? label.toLowerCase());
    for (const target of TARGETS) {
      for (const page of collectPages(documents.get(target.version))) {
        const text = readFileSync(path.join(ROOT, target.dir, page.group, `${page.name}.mdx`), 'utf8');
        const blocks = [...text.matchAll(/<ApiSamples>([\s\S]*?)<\/ApiSamples>/g)];
        expect(blocks, `${target.dir}/${page.name}`).toHaveLength(page.operations.length);
        for (const [, inner] of blocks) {
          expect([...inner!.matchAll(/^```(\w+)$/gm)].map((m) => m[1])).toEqual(languages);
        }
      }
    }
  });

  it('uses the same heading ids in both locales and links only to anchors that exist', () => {
    const ids = (text: string) => [...text.matchAll(/^#{2,6} .* \{#([\w-]+)\}$/gm)].map((match) => match[1]);
    for (const version of VERSIONS) {
      const introIds = new Map<string, string[]>();
      for (const target of version.targets) {
        introIds.set(target.dir, ids(readFileSync(path.join(ROOT, target.dir, 'Intro.md'), 'utf8')) as string[]);
      }
      expect(introIds.get(version.targets[1]!.dir), `${version.id} Intro heading ids`).toEqual(introIds.get(version.targets[0]!.dir));
      for (const page of collectPages(documents.get(version.id))) {
        const headings: string[][] = [];
        for (const target of version.targets) {
          const text = readFileSync(path.join(ROOT, target.dir, page.group, `${page.name}.mdx`), 'utf8');
          const own = ids(text) as string[];
          expect(new Set(own).size, `${target.dir} ${page.name} unique ids`).toBe(own.length);
          headings.push(own);
          for (const [, anchor] of text.matchAll(/\]\(\.\.\/Intro\.md#([\w-]+)\)/g)) {
            expect(introIds.get(target.dir), `${target.dir}/Intro.md#${anchor}`).toContain(anchor);
          }
          for (const [, anchor] of text.matchAll(/\]\(#([\w-]+)\)/g)) {
            expect(own, `${page.name}#${anchor}`).toContain(anchor);
          }
        }
        headings.slice(1).forEach((list) => expect(list, page.name).toEqual(headings[0]));
      }
    }
  });
});
