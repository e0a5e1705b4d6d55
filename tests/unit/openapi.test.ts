// @vitest-environment node
/**
 * The API reference has one source of truth, openapi/rainbond-openapi.yaml (with the Chinese
 * overlay openapi/rainbond-openapi.zh.yaml). These tests hold it to the facts of the previous
 * site, validate it as OpenAPI 3.1, and check that the generated pages and downloads are exactly
 * what scripts/generate-api-docs.mjs produces from it.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {describe, expect, it} from 'vitest';
import fixture from '../fixtures/api-operations.json';
import {
  ROOT,
  STATIC_DIRS,
  TARGETS,
  checkExamples,
  collectPages,
  listOperations,
  loadDocument,
  loadOverlay,
  localize,
  missingTranslations,
  objectShape,
  resolve,
  structuralProblems,
} from '../../scripts/generate-api-docs.mjs';

interface FactParam {
  name: string;
  in: string;
}
interface FactOperation {
  method: string | null;
  path: string;
  request_params: FactParam[];
  response_fields: string[];
  request_body_fields?: string[];
  spec?: {method?: string; path?: string; params?: Record<string, string>; params_in?: Record<string, string>};
}
interface FactPage {
  group: string;
  operationName: string;
  title: string;
  operations: FactOperation[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const pages = fixture.pages as FactPage[];
const {doc} = loadDocument();
const overlay = loadOverlay();
const operations = new Map<string, Json>(
  listOperations(doc).map((entry: Json) => [entry.operation.operationId, entry]),
);

/** The operationId the document must use for the n-th operation of a page. */
function expectedId(page: FactPage, index: number, method: string): string {
  return index === 0 ? page.operationName : `${page.operationName}_${method.toLowerCase()}`;
}

function specMethod(operation: FactOperation): string {
  return operation.spec?.method ?? operation.method ?? '';
}

/** True when a dotted field name (`monitors.data.result`) exists in the schema. */
function hasField(schema: Json, dotted: string): boolean {
  let current = schema;
  for (const name of dotted.split('.')) {
    let target = resolve(doc, current);
    if (target.items) {
      target = resolve(doc, target.items);
    }
    const {properties} = objectShape(doc, target) as {properties: Record<string, Json>};
    if (!(name in properties)) {
      return false;
    }
    current = properties[name];
  }
  return true;
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    // The validator dereferences in place, so it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('follows the OpenAPI rules the schema validator leaves unchecked for 3.1', () => {
    // Path templates match path parameters, no duplicate routes, parameters or operationIds,
    // every $ref resolves and every schema type is a JSON Schema type.
    expect(structuralProblems(doc)).toEqual([]);
    expect(listOperations(doc)).toHaveLength(76);
  });

  it('describes exactly the 76 operations of the facts, with their page names as operationIds', () => {
    const expected = pages.flatMap((page) =>
      page.operations.map((operation, index) => expectedId(page, index, specMethod(operation))),
    );
    expect(expected).toHaveLength(76);
    expect([...operations.keys()].sort()).toEqual([...expected].sort());
    expect(collectPages(doc).map((page: Json) => page.name).sort()).toEqual(
      pages.map((page) => page.operationName).sort(),
    );
  });

  it("gives every operation the facts' method, path and group", () => {
    for (const page of pages) {
      page.operations.forEach((operation, index) => {
        const id = expectedId(page, index, specMethod(operation));
        const entry = operations.get(id);
        expect(entry, id).toBeDefined();
        expect(entry.method.toUpperCase(), id).toBe(specMethod(operation));
        expect(entry.path, id).toBe(operation.spec?.path ?? operation.path);
        expect(entry.operation.tags[0], id).toBe(page.group);
      });
    }
  });

  it("takes the facts' parameters and returns the facts' fields", () => {
    for (const page of pages) {
      page.operations.forEach((operation, index) => {
        const id = expectedId(page, index, specMethod(operation));
        const {operation: op, pathItem} = operations.get(id);
        const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => resolve(doc, p));
        for (const param of operation.request_params) {
          if (param.in === 'body') {
            expect(op.requestBody, `${id} body`).toBeDefined();
            continue;
          }
          const name = operation.spec?.params?.[param.name] ?? param.name;
          const location = operation.spec?.params_in?.[param.name] ?? param.in;
          expect(
            parameters.some((p: Json) => p.name === name && p.in === location),
            `${id} parameter ${param.name} in ${param.in}`,
          ).toBe(true);
        }
        if (operation.request_body_fields) {
          const body = resolve(doc, op.requestBody).content['application/json'].schema;
          for (const field of operation.request_body_fields) {
            expect(hasField(body, field), `${id} request field ${field}`).toBe(true);
          }
        }
        const schemas = Object.values(op.responses)
          .map((response: Json) => resolve(doc, response).content?.['application/json']?.schema)
          .filter(Boolean);
        for (const field of operation.response_fields) {
          expect(
            schemas.some((schema: Json) => hasField(schema, field)),
            `${id} response field ${field}`,
          ).toBe(true);
        }
      });
    }
  });

  it('gives every operation a summary, a description and at least one example response', () => {
    for (const [id, {operation}] of operations) {
      expect(operation.summary?.trim(), `${id} summary`).toBeTruthy();
      expect(operation.description?.trim(), `${id} description`).toBeTruthy();
      const examples = Object.values(operation.responses).filter((response: Json) => {
        const media = resolve(doc, response).content?.['application/json'];
        return media && (media.example !== undefined || Object.keys(media.examples ?? {}).length > 0);
      });
      expect(examples.length, `${id} example responses`).toBeGreaterThan(0);
      expect(Object.keys(operation.responses).some((status) => status.startsWith('2')), `${id} success`).toBe(true);
    }
  });

  it('has examples that fit their schemas', () => {
    expect(checkExamples(doc)).toEqual([]);
  });

  it('has Chinese text for every English text, and no stale translations', () => {
    expect(missingTranslations(doc, overlay)).toEqual([]);
    expect(localize(doc, overlay).problems).toEqual([]);
  });
});

describe('generated API reference', () => {
  it('is exactly what the generator produces from the document (regenerating yields no diff)', () => {
    const run = spawnSync(process.execPath, ['scripts/generate-api-docs.mjs', '--check'], {cwd: ROOT, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('has every API page in both versions and both locales, and the downloads for both versions', () => {
    for (const page of pages) {
      for (const target of TARGETS) {
        const file = path.join(ROOT, target.dir, page.group, `${page.operationName}.mdx`);
        expect(existsSync(file), file).toBe(true);
      }
    }
    for (const dir of STATIC_DIRS) {
      for (const name of ['rainbond-openapi.yaml', 'rainbond-openapi.json']) {
        expect(existsSync(path.join(ROOT, dir, name)), `${dir}/${name}`).toBe(true);
      }
    }
  });

  it('uses the same heading ids in both locales and links only to anchors that exist', () => {
    const ids = (text: string) => [...text.matchAll(/^#{2,6} .* \{#([\w-]+)\}$/gm)].map((match) => match[1]);
    const introIds = new Map<string, string[]>();
    for (const target of TARGETS) {
      introIds.set(target.dir, ids(readFileSync(path.join(ROOT, target.dir, 'Intro.md'), 'utf8')));
    }
    for (const page of pages) {
      const headings: string[][] = [];
      for (const target of TARGETS) {
        const text = readFileSync(path.join(ROOT, target.dir, page.group, `${page.operationName}.mdx`), 'utf8');
        const own = ids(text);
        expect(new Set(own).size, `${target.dir} ${page.operationName} unique ids`).toBe(own.length);
        headings.push(own);
        for (const [, anchor] of text.matchAll(/\]\(\.\.\/Intro\.md#([\w-]+)\)/g)) {
          expect(introIds.get(target.dir), `${target.dir}/Intro.md#${anchor}`).toContain(anchor);
        }
        for (const [, anchor] of text.matchAll(/\]\(#([\w-]+)\)/g)) {
          expect(own, `${page.operationName}#${anchor}`).toContain(anchor);
        }
      }
      headings.slice(1).forEach((list) => expect(list, page.operationName).toEqual(headings[0]));
    }
  });
});
