// Generates the API reference from the OpenAPI document (see openapi/README.md).
//
//   node scripts/generate-api-docs.mjs          write every generated file
//   node scripts/generate-api-docs.mjs --check  exit 1 if any generated file would change
//
// Inputs:  openapi/rainbond-openapi.yaml     the document (structure + English text)
//          openapi/rainbond-openapi.zh.yaml  Chinese text laid over it for the zh pages
// Outputs: one MDX page per operation page, for both docs versions and both locales, and the
//          downloadable document (YAML + JSON) under static/openapi/ and static/openapi/5.17/.
// Generated files are never edited by hand: change the document and run this script.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import YAML from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = 'openapi/rainbond-openapi.yaml';
export const OVERLAY = 'openapi/rainbond-openapi.zh.yaml';
/** The API groups, in sidebar order; each is a folder of pages and a tag of the document. */
export const GROUPS = ['enterprise', 'team', 'region', 'application', 'gateway', 'user'];
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** 5.17 serves the same API, so it gets the same document and the same pages. */
export const TARGETS = [
  {locale: 'en', dir: 'docs/api'},
  {locale: 'en', dir: 'versioned_docs/version-5.17/api'},
  {locale: 'zh', dir: 'i18n/zh/docusaurus-plugin-content-docs/current/api'},
  {locale: 'zh', dir: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17/api'},
];
export const STATIC_DIRS = ['static/openapi', 'static/openapi/5.17'];

/** Where the introduction page explains the token a curl example uses. */
const anchor = (token) => (token === 'RAINBOND_MANAGE_TOKEN' ? 'management-api' : 'create-an-access-token');

const STRINGS = {
  en: {
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
    errors: 'Errors',
    operations: 'Operations on this page:',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    status: 'Status',
    meaning: 'Meaning',
    yes: 'Yes',
    no: 'No',
    location: {path: 'path', query: 'query', header: 'header'},
    allowed: (values) => `One of ${values}.`,
    defaultValue: (value) => `Default: ${value}.`,
    bodyRequired: 'The body is required.',
    bodyOptional: 'The body is optional.',
    noParameters: 'This operation takes no parameters; only the `Authorization` header is needed.',
    noBody: 'The response has no body.',
    userToken:
      'Send a personal access token in the `Authorization` header, as described in [Create an access token](../Intro.md#create-an-access-token).',
    manageToken:
      "This is a management operation: send the console's management token, not a personal access token, in the `Authorization` header (see [Management API](../Intro.md#management-api)).",
    requestIntro: (token, variables) =>
      `Set \`RAINBOND_CONSOLE\` and \`${token}\` first, as shown on the [introduction page](../Intro.md#${anchor(token)}).${
        variables ? ' Replace the example values of the path variables with your own.' : ''
      }`,
    responseIntro: (status) => `A \`${status}\` answer looks like this:`,
    errorsIntro: 'Error answers share one body format, described in [Errors](../Intro.md#errors).',
  },
  zh: {
    parameters: '参数',
    requestBody: '请求体',
    responses: '响应',
    exampleRequest: '请求示例',
    exampleResponse: '响应示例',
    errors: '错误码',
    operations: '本页接口：',
    name: '名称',
    in: '位置',
    type: '类型',
    required: '必填',
    description: '说明',
    status: '状态码',
    meaning: '含义',
    yes: '是',
    no: '否',
    location: {path: '路径', query: '查询', header: '请求头'},
    allowed: (values) => `可选值：${values}。`,
    defaultValue: (value) => `默认值：${value}。`,
    bodyRequired: '请求体必填。',
    bodyOptional: '请求体可选。',
    noParameters: '本接口没有参数，只需要 `Authorization` 请求头。',
    noBody: '响应没有响应体。',
    userToken: '在 `Authorization` 请求头中放入个人访问令牌，方法见[创建访问令牌](../Intro.md#create-an-access-token)。',
    manageToken:
      '这是管理接口：`Authorization` 请求头中放控制台的管理令牌，而不是个人访问令牌（见[管理接口](../Intro.md#management-api)）。',
    requestIntro: (token, variables) =>
      `先按[介绍页](../Intro.md#${anchor(token)})设置 \`RAINBOND_CONSOLE\` 和 \`${token}\`。${
        variables ? '路径变量的值只是示例，请换成你自己的值。' : ''
      }`,
    responseIntro: (status) => `\`${status}\` 响应示例如下：`,
    errorsIntro: '错误响应的响应体格式相同，说明见[错误处理](../Intro.md#errors)。',
  },
};

// ---------------------------------------------------------------- loading

/** Reads the document; `text` is kept so the downloadable YAML is the source, byte for byte. */
export function loadDocument(root = ROOT) {
  const text = readFileSync(path.join(root, SOURCE), 'utf8');
  return {text, doc: YAML.parse(text)};
}

export function loadOverlay(root = ROOT) {
  return YAML.parse(readFileSync(path.join(root, OVERLAY), 'utf8')) ?? {};
}

/** Follows `$ref`s inside the document (only local `#/...` references are used). */
export function resolve(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) {
      throw new Error(`Circular $ref ${current.$ref}`);
    }
    seen.add(current.$ref);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((value, key) => (value == null ? undefined : value[key.replace(/~1/g, '/').replace(/~0/g, '~')]), doc);
    if (target === undefined) {
      throw new Error(`Unresolved $ref ${current.$ref}`);
    }
    current = target;
  }
  return current;
}

/** Every operation of the document, in document order. */
export function listOperations(doc) {
  const operations = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) {
        operations.push({method, path: route, pathItem: item, operation: item[method]});
      }
    }
  }
  return operations;
}

/**
 * Groups operations into pages. The page name is the operationId up to the first `_`: the
 * operation whose operationId equals the page name comes first, the others (`<page>_<method>`)
 * follow in method order.
 */
export function collectPages(doc) {
  const pages = new Map();
  for (const entry of listOperations(doc)) {
    const id = entry.operation.operationId;
    const name = id.split('_')[0];
    const group = entry.operation.tags?.[0];
    if (!GROUPS.includes(group)) {
      throw new Error(`${id}: first tag must be one of ${GROUPS.join(', ')}`);
    }
    const page = pages.get(name) ?? {name, group: undefined, operations: []};
    if (id === name) {
      page.group = group;
    }
    page.operations.push(entry);
    pages.set(name, page);
  }
  const rank = (entry) => (entry.operation.operationId.includes('_') ? 1 + METHODS.indexOf(entry.method) : 0);
  for (const page of pages.values()) {
    if (!page.group) {
      throw new Error(`Page ${page.name} has no operation whose operationId is "${page.name}"`);
    }
    page.operations.sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
  return [...pages.values()].sort(
    (a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) || a.name.localeCompare(b.name),
  );
}

// ---------------------------------------------------------------- the Chinese overlay

function setText(target, key, value, where, problems) {
  if (!target || typeof target !== 'object') {
    problems.push(`${where}: nothing to translate here`);
    return;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(`${where}: expected a non-empty string`);
    return;
  }
  target[key] = value;
}

/** The property objects of a schema, including those of inline allOf parts. */
function ownProperties(schema) {
  const props = {...(schema.properties ?? {})};
  for (const part of schema.allOf ?? []) {
    if (!part.$ref) {
      Object.assign(props, part.properties ?? {});
    }
  }
  return props;
}

/**
 * Returns a copy of the document with the overlay's Chinese text in place of the English.
 * Every key of the overlay must name something that exists, so a renamed operation or field
 * cannot leave a stale translation behind unnoticed.
 */
export function localize(doc, overlay) {
  const out = structuredClone(doc);
  const problems = [];
  const byId = new Map(listOperations(out).map((entry) => [entry.operation.operationId, entry.operation]));
  for (const [id, text] of Object.entries(overlay.operations ?? {})) {
    const operation = byId.get(id);
    if (!operation) {
      problems.push(`operations.${id}: no such operation`);
      continue;
    }
    for (const [key, value] of Object.entries(text ?? {})) {
      const where = `operations.${id}.${key}`;
      if (key === 'summary' || key === 'description') {
        setText(operation, key, value, where, problems);
      } else if (key === 'pageTitle' || key === 'pageDescription') {
        const field = key === 'pageTitle' ? 'x-page-title' : 'x-page-description';
        setText(field in operation ? operation : null, field, value, where, problems);
      } else if (key === 'requestBody') {
        setText(operation.requestBody && !operation.requestBody.$ref ? operation.requestBody : null, 'description', value, where, problems);
      } else if (key === 'parameters') {
        for (const [name, description] of Object.entries(value ?? {})) {
          const parameter = (operation.parameters ?? []).find((p) => !p.$ref && p.name === name);
          setText(parameter, 'description', description, `${where}.${name}`, problems);
        }
      } else if (key === 'responses') {
        for (const [status, description] of Object.entries(value ?? {})) {
          const response = operation.responses?.[status];
          setText(response && !response.$ref ? response : null, 'description', description, `${where}.${status}`, problems);
        }
      } else {
        problems.push(`${where}: unknown key`);
      }
    }
  }
  for (const kind of ['parameters', 'responses']) {
    for (const [name, description] of Object.entries(overlay[kind] ?? {})) {
      setText(out.components?.[kind]?.[name], 'description', description, `${kind}.${name}`, problems);
    }
  }
  for (const [name, text] of Object.entries(overlay.schemas ?? {})) {
    const schema = out.components?.schemas?.[name];
    if (!schema) {
      problems.push(`schemas.${name}: no such schema`);
      continue;
    }
    for (const [key, value] of Object.entries(text ?? {})) {
      if (key === 'description') {
        setText(schema, 'description', value, `schemas.${name}.description`, problems);
      } else if (key === 'properties') {
        const props = ownProperties(schema);
        for (const [prop, description] of Object.entries(value ?? {})) {
          setText(props[prop], 'description', description, `schemas.${name}.properties.${prop}`, problems);
        }
      } else {
        problems.push(`schemas.${name}.${key}: unknown key`);
      }
    }
  }
  return {doc: out, problems};
}

/** English texts that have no Chinese counterpart in the overlay. */
export function missingTranslations(doc, overlay) {
  const missing = [];
  const ops = overlay.operations ?? {};
  for (const {operation} of listOperations(doc)) {
    const id = operation.operationId;
    const text = ops[id] ?? {};
    for (const [field, key] of [
      ['summary', 'summary'],
      ['description', 'description'],
      ['x-page-title', 'pageTitle'],
      ['x-page-description', 'pageDescription'],
    ]) {
      if (operation[field] && !text[key]) {
        missing.push(`operations.${id}.${key}`);
      }
    }
    for (const parameter of operation.parameters ?? []) {
      if (!parameter.$ref && parameter.description && !text.parameters?.[parameter.name]) {
        missing.push(`operations.${id}.parameters.${parameter.name}`);
      }
    }
    if (operation.requestBody && !operation.requestBody.$ref && operation.requestBody.description && !text.requestBody) {
      missing.push(`operations.${id}.requestBody`);
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (!response.$ref && !text.responses?.[status]) {
        missing.push(`operations.${id}.responses.${status}`);
      }
    }
  }
  for (const kind of ['parameters', 'responses']) {
    for (const [name, item] of Object.entries(doc.components?.[kind] ?? {})) {
      if (item.description && !overlay[kind]?.[name]) {
        missing.push(`${kind}.${name}`);
      }
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const text = overlay.schemas?.[name] ?? {};
    if (schema.description && !text.description) {
      missing.push(`schemas.${name}.description`);
    }
    for (const [prop, value] of Object.entries(ownProperties(schema))) {
      if (value.description && !text.properties?.[prop]) {
        missing.push(`schemas.${name}.properties.${prop}`);
      }
    }
  }
  return missing;
}

// ---------------------------------------------------------------- schemas and examples

function typesOf(schema) {
  if (Array.isArray(schema.type)) {
    return schema.type;
  }
  if (schema.type) {
    return [schema.type];
  }
  if (schema.properties || schema.allOf) {
    return ['object'];
  }
  return [];
}

/** Properties and required names of an object schema, merging allOf parts. */
export function objectShape(doc, node) {
  const schema = resolve(doc, node);
  const properties = {};
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const shape = objectShape(doc, part);
    Object.assign(properties, shape.properties);
    shape.required.forEach((name) => required.add(name));
  }
  Object.assign(properties, schema.properties ?? {});
  return {properties, required};
}

/** A short type label: `string`, `integer | null`, `object[]`, `any`. */
export function typeLabel(doc, node) {
  const schema = resolve(doc, node);
  const types = typesOf(schema);
  if (types.length === 0) {
    return 'any';
  }
  return types
    .map((type) => {
      if (type !== 'array') {
        return type;
      }
      const items = schema.items ? resolve(doc, schema.items) : {};
      const inner = typesOf(items);
      return inner.length === 1 ? `${inner[0]}[]` : 'array';
    })
    .join(' | ');
}

/** The field tree passed to <ApiSchema>: name, type, required, description, enum, default, fields. */
export function schemaFields(doc, node, depth = 0) {
  if (depth > 8) {
    throw new Error('Schema nesting deeper than 8 levels');
  }
  let schema = resolve(doc, node);
  if (typesOf(schema).includes('array') && schema.items) {
    schema = resolve(doc, schema.items);
  }
  const {properties, required} = objectShape(doc, schema);
  return Object.entries(properties).map(([name, property]) => {
    const target = resolve(doc, property);
    const field = {name, type: typeLabel(doc, property)};
    if (required.has(name)) {
      field.required = true;
    }
    const description = property.description ?? target.description;
    if (description) {
      field.description = description.trim();
    }
    if (target.enum) {
      field.enum = target.enum;
    }
    if (target.default !== undefined) {
      field.default = target.default;
    }
    const children = schemaFields(doc, target, depth + 1);
    if (children.length > 0) {
      field.fields = children;
    }
    return field;
  });
}

function matchesType(type, value) {
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return false;
  }
}

/**
 * A light check that an example fits its schema: declared types, enums, and no keys the schema
 * does not declare (unless it allows additional properties). Returns a list of problems.
 */
export function checkExample(doc, node, value, where) {
  const schema = resolve(doc, node);
  const types = typesOf(schema);
  if (types.length > 0 && !types.some((type) => matchesType(type, value))) {
    return [`${where}: ${JSON.stringify(value)} is not ${types.join(' | ')}`];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  }
  const problems = [];
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => problems.push(...checkExample(doc, schema.items, item, `${where}[${index}]`)));
  } else if (matchesType('object', value) && (schema.properties || schema.allOf)) {
    const {properties} = objectShape(doc, schema);
    for (const [key, item] of Object.entries(value)) {
      if (properties[key]) {
        problems.push(...checkExample(doc, properties[key], item, `${where}.${key}`));
      } else if (!schema.additionalProperties) {
        problems.push(`${where}: "${key}" is not a property of the schema`);
      }
    }
  }
  return problems;
}

function mediaExample(doc, media) {
  if (!media) {
    return undefined;
  }
  if (media.example !== undefined) {
    return media.example;
  }
  const first = Object.values(media.examples ?? {})[0];
  return first ? resolve(doc, first).value : undefined;
}

/** Every example of the document checked against its schema. */
export function checkExamples(doc) {
  const problems = [];
  const checkMedia = (media, where) => {
    const example = mediaExample(doc, media);
    if (example !== undefined && media.schema) {
      problems.push(...checkExample(doc, media.schema, example, where));
    }
  };
  for (const {operation} of listOperations(doc)) {
    const id = operation.operationId;
    const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
    checkMedia(body?.content?.['application/json'], `${id} request`);
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      checkMedia(resolve(doc, response).content?.['application/json'], `${id} ${status}`);
    }
    for (const parameter of operation.parameters ?? []) {
      const p = resolve(doc, parameter);
      if (p.example !== undefined) {
        problems.push(...checkExample(doc, p.schema, p.example, `${id} parameter ${p.name}`));
      }
    }
  }
  return problems;
}

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/**
 * OpenAPI rules that a schema validator does not check for 3.1 documents: path templates and
 * path parameters agree, no two paths differ only in parameter names, parameters are unique,
 * operationIds are unique, every $ref resolves and every schema type is a JSON Schema type.
 */
export function structuralProblems(doc) {
  const problems = [];
  const shapes = new Map();
  const ids = new Set();
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    const shape = route.replace(/\{[^}]+\}/g, '{}');
    if (shapes.has(shape)) {
      problems.push(`${route}: same route as ${shapes.get(shape)}`);
    }
    shapes.set(shape, route);
    const template = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) {
        continue;
      }
      const id = operation.operationId ?? `${method} ${route}`;
      if (ids.has(id)) {
        problems.push(`${id}: duplicate operationId`);
      }
      ids.add(id);
      const params = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(doc, p));
      const keys = params.map((p) => `${p.in}:${p.name}`);
      if (new Set(keys).size !== keys.length) {
        problems.push(`${id}: a parameter is declared twice`);
      }
      const inPath = params.filter((p) => p.in === 'path');
      for (const name of template) {
        if (!inPath.some((p) => p.name === name && p.required === true)) {
          problems.push(`${id}: {${name}} is not declared as a required path parameter`);
        }
      }
      for (const p of inPath) {
        if (!template.includes(p.name)) {
          problems.push(`${id}: path parameter ${p.name} is not in the path`);
        }
      }
      for (const status of Object.keys(operation.responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) {
          problems.push(`${id}: invalid response status ${status}`);
        }
      }
    }
  }
  // `map` marks objects whose keys are names (properties, schemas), not schema keywords.
  const walk = (node, where, inSchema, map = false) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${where}/${index}`, inSchema));
      return;
    }
    if (!node || typeof node !== 'object') {
      return;
    }
    if (typeof node.$ref === 'string') {
      try {
        resolve(doc, node);
      } catch (error) {
        problems.push(`${where}: ${error.message}`);
      }
    }
    if (inSchema && !map && 'type' in node) {
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (!types.every((type) => JSON_TYPES.has(type))) {
        problems.push(`${where}: invalid type ${JSON.stringify(node.type)}`);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') {
        continue;
      }
      const names = !map && ['properties', 'patternProperties', 'schemas', '$defs'].includes(key);
      walk(value, `${where}/${key}`, inSchema || key === 'schema' || key === 'schemas', names);
    }
  };
  walk(doc, '#', false);
  return problems;
}

// ---------------------------------------------------------------- rendering

/** Escapes text for MDX outside code spans: braces and angle brackets would start JSX. */
export function mdx(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    )
    .join('');
}

function cell(text) {
  return mdx(String(text).replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

function code(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text}\``;
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function paragraphs(text) {
  return (text ?? '')
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

function parameterRows(doc, operation, pathItem, t) {
  const merged = new Map();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const p = resolve(doc, parameter);
    merged.set(`${p.in}:${p.name}`, p);
  }
  return [...merged.values()].map((p) => {
    const schema = p.schema ? resolve(doc, p.schema) : {};
    const notes = [p.description ?? ''];
    if (schema.enum) {
      notes.push(t.allowed(schema.enum.map(code).join(', ')));
    }
    if (schema.default !== undefined) {
      notes.push(t.defaultValue(code(schema.default)));
    }
    return {p, cells: [code(p.name), t.location[p.in] ?? p.in, p.schema ? typeLabel(doc, p.schema) : 'any', p.required ? t.yes : t.no, notes.filter(Boolean).join(' ')]};
  });
}

function jsonProp(value) {
  return JSON.stringify(value, null, 2);
}

function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const PATH_VARIABLES = {team_id: 'TEAM_ID', region_name: 'REGION', app_id: 'APP_ID', service_id: 'SERVICE_ID'};

/** A runnable curl command with the example values of the operation. */
export function curlExample(doc, entry) {
  const {method, pathItem, operation} = entry;
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(doc, p));
  const lines = [];
  let route = entry.path;
  for (const p of parameters.filter((x) => x.in === 'path')) {
    const variable = PATH_VARIABLES[p.name] ?? p.name.toUpperCase();
    lines.push(`${variable}=${p.example ?? `<${p.name}>`}`);
    route = route.replace(`{${p.name}}`, `\${${variable}}`);
  }
  const query = parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`);
  if (query.length > 0) {
    route += `?${query.join('&')}`;
  }
  const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
  const token = manage ? 'RAINBOND_MANAGE_TOKEN' : 'RAINBOND_TOKEN';
  const args = [`curl -s${method === 'get' ? '' : ` -X ${method.toUpperCase()}`}`, `-H "Authorization: \${${token}}"`];
  const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
  const example = mediaExample(doc, body?.content?.['application/json']);
  if (example !== undefined) {
    args.push('-H "Content-Type: application/json"');
    args.push(`-d ${shellQuote(JSON.stringify(example, null, 2)).replace(/\n/g, '\n    ')}`);
  }
  args.push(`"\${RAINBOND_CONSOLE}${route}"`);
  lines.push(args.join(' \\\n  '));
  return {command: lines.join('\n'), token, variables: lines.length > 1};
}

function renderOperation(doc, page, entry, t, level) {
  const {operation, pathItem, method} = entry;
  const h = '#'.repeat(level);
  const multi = page.operations.length > 1;
  const prefix = multi ? `${slug(entry.englishSummary)}-` : '';
  const out = [];
  if (multi) {
    out.push(`${'#'.repeat(level - 1)} ${mdx(operation.summary)} {#${slug(entry.englishSummary)}}`, '');
  }
  out.push(`<ApiEndpoint method="${method.toUpperCase()}" path="${entry.path}" />`, '');
  for (const p of paragraphs(operation.description)) {
    out.push(mdx(p), '');
  }
  const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
  out.push(manage ? t.manageToken : t.userToken, '');

  out.push(`${h} ${t.parameters} {#${prefix}parameters}`, '');
  const rows = parameterRows(doc, operation, pathItem, t);
  if (rows.length === 0) {
    out.push(t.noParameters, '');
  } else {
    out.push(`| ${[t.name, t.in, t.type, t.required, t.description].join(' | ')} |`, '| --- | --- | --- | --- | --- |');
    for (const row of rows) {
      out.push(`| ${row.cells.map(cell).join(' | ')} |`);
    }
    out.push('');
  }

  const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
  const bodyMedia = body?.content?.['application/json'];
  if (bodyMedia) {
    out.push(`${h} ${t.requestBody} {#${prefix}request-body}`, '');
    out.push(`${mdx((body.description ?? '').trim())} ${body.required ? t.bodyRequired : t.bodyOptional}`.trim(), '');
    out.push(schemaElement(doc, bodyMedia.schema), '');
  }

  const statuses = Object.keys(operation.responses ?? {}).sort();
  const success = statuses.filter((s) => s.startsWith('2'));
  out.push(`${h} ${t.responses} {#${prefix}responses}`, '');
  for (const status of success) {
    const response = resolve(doc, operation.responses[status]);
    out.push(`${h}# ${status} {#${prefix}response-${status}}`, '');
    out.push(mdx(response.description.trim()), '');
    const media = response.content?.['application/json'];
    if (media?.schema) {
      out.push(schemaElement(doc, media.schema), '');
    }
  }

  out.push(`${h} ${t.exampleRequest} {#${prefix}example-request}`, '');
  const {command, token, variables} = curlExample(doc, entry);
  out.push(t.requestIntro(token, variables), '', '```bash', command, '```', '');

  out.push(`${h} ${t.exampleResponse} {#${prefix}example-response}`, '');
  const exampleStatus = success.find((s) => mediaExample(doc, resolve(doc, operation.responses[s]).content?.['application/json']) !== undefined);
  if (exampleStatus) {
    const example = mediaExample(doc, resolve(doc, operation.responses[exampleStatus]).content['application/json']);
    out.push(t.responseIntro(exampleStatus), '', '```json', JSON.stringify(example, null, 2), '```', '');
  } else {
    out.push(t.noBody, '');
  }

  const failures = statuses.filter((s) => !s.startsWith('2'));
  if (failures.length > 0) {
    out.push(`${h} ${t.errors} {#${prefix}errors}`, '');
    out.push(t.errorsIntro, '');
    out.push(`| ${t.status} | ${t.meaning} |`, '| --- | --- |');
    for (const status of failures) {
      out.push(`| ${status} | ${cell(resolve(doc, operation.responses[status]).description.trim())} |`);
    }
    out.push('');
  }
  return out;
}

function schemaElement(doc, node) {
  const schema = resolve(doc, node);
  const isArray = typesOf(schema).includes('array');
  const fields = schemaFields(doc, schema);
  return `<ApiSchema${isArray ? ' array' : ''} fields={${jsonProp(fields)}} />`;
}

/** One MDX page. `english` is the untranslated document, used for the heading ids. */
export function renderPage(doc, english, page, locale) {
  const t = STRINGS[locale];
  const primary = page.operations[0].operation;
  const englishIds = new Map(listOperations(english).map((e) => [e.operation.operationId, e.operation.summary]));
  const entries = page.operations.map((entry) => ({...entry, englishSummary: englishIds.get(entry.operation.operationId)}));
  const title = primary['x-page-title'] ?? primary.summary;
  const description = primary['x-page-description'] ?? paragraphs(primary.description)[0];
  const out = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `sidebar_label: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    'hide_title: false',
    '---',
    '',
    "import {ApiEndpoint, ApiSchema} from '@site/src/components/ApiOperation';",
    '',
  ];
  if (entries.length === 1) {
    out.push(...renderOperation(doc, page, entries[0], t, 2));
  } else {
    out.push(mdx(description), '', t.operations, '');
    for (const entry of entries) {
      out.push(`- [${mdx(entry.operation.summary)}](#${slug(entry.englishSummary)}): \`${entry.method.toUpperCase()} ${entry.path}\``);
    }
    out.push('');
    for (const entry of entries) {
      out.push(...renderOperation(doc, page, entry, t, 3));
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------- outputs

/** Every generated file, as a map from path (relative to the repository) to content. */
export function buildOutputs(root = ROOT) {
  const {text, doc} = loadDocument(root);
  const overlay = loadOverlay(root);
  const problems = [...structuralProblems(doc), ...checkExamples(doc)];
  const localized = localize(doc, overlay);
  problems.push(...localized.problems);
  if (problems.length > 0) {
    throw new Error(`The OpenAPI document has problems:\n  ${problems.join('\n  ')}`);
  }
  const docs = {en: doc, zh: localized.doc};
  const outputs = new Map();
  for (const dir of STATIC_DIRS) {
    outputs.set(`${dir}/rainbond-openapi.yaml`, text);
    outputs.set(`${dir}/rainbond-openapi.json`, `${JSON.stringify(doc, null, 2)}\n`);
  }
  const pages = collectPages(doc);
  for (const target of TARGETS) {
    const localizedPages = collectPages(docs[target.locale]);
    localizedPages.forEach((page, index) => {
      if (page.name !== pages[index].name) {
        throw new Error('Localized document has different pages');
      }
      outputs.set(`${target.dir}/${page.group}/${page.name}.mdx`, renderPage(docs[target.locale], doc, page, target.locale));
    });
  }
  return outputs;
}

/** Generated files on disk that the document no longer produces. */
export function staleFiles(outputs, root = ROOT) {
  const stale = [];
  for (const target of TARGETS) {
    for (const group of GROUPS) {
      const dir = path.join(root, target.dir, group);
      if (!existsSync(dir)) {
        continue;
      }
      for (const file of readdirSync(dir)) {
        const rel = `${target.dir}/${group}/${file}`;
        if (file.endsWith('.mdx') && !outputs.has(rel)) {
          stale.push(rel);
        }
      }
    }
  }
  return stale;
}

/** Files whose content differs from what the document produces (missing files included). */
export function changedFiles(outputs, root = ROOT) {
  const changed = [];
  for (const [rel, content] of outputs) {
    const file = path.join(root, rel);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
      changed.push(rel);
    }
  }
  return changed;
}

function main(argv) {
  const check = argv.includes('--check');
  const outputs = buildOutputs(ROOT);
  const changed = changedFiles(outputs, ROOT);
  const stale = staleFiles(outputs, ROOT);
  if (check) {
    if (changed.length > 0 || stale.length > 0) {
      console.error('Generated API files are out of date; run `node scripts/generate-api-docs.mjs`.');
      changed.forEach((rel) => console.error(`  changed: ${rel}`));
      stale.forEach((rel) => console.error(`  stale:   ${rel}`));
      return 1;
    }
    console.log(`API reference up to date: ${outputs.size} generated files.`);
    return 0;
  }
  for (const rel of changed) {
    const file = path.join(ROOT, rel);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, outputs.get(rel));
  }
  for (const rel of stale) {
    rmSync(path.join(ROOT, rel));
  }
  console.log(`API reference: ${outputs.size} files, ${changed.length} written, ${stale.length} removed.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
