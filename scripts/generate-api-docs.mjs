// Generates the API reference from the OpenAPI documents (see openapi/README.md).
//
//   node scripts/generate-api-docs.mjs          write every generated file
//   node scripts/generate-api-docs.mjs --check  exit 1 if any generated file would change
//
// Inputs, per docs version (VERSIONS below):
//   openapi/<version>/rainbond-openapi.yaml     the document (structure + English text)
//   openapi/<version>/rainbond-openapi.zh.yaml  Chinese text laid over it for the zh pages
//   tests/fixtures/upstream/<version>/console-api.json  the console's facts (permission names)
// Outputs: one MDX page per operation page of that version, in both locales, with request
// samples (curl, Python, Go, JavaScript) as code blocks in <ApiSamples> tabs, and the
// downloadable document (YAML + JSON) under the version's static folder.
// Generated files are never edited by hand: change the document and run this script.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import createJiti from 'jiti';
import YAML from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
/** @type {typeof import('../src/lib/translationSources')} */
const translationSources = jiti('../src/lib/translationSources.ts');
/** @type {typeof import('../plugins/translation-status/collect')} */
const {sha256Hex} = jiti('../plugins/translation-status/collect.ts');
/** The API groups, in sidebar order; each is a folder of pages and a tag of the document. */
export const GROUPS = ['enterprise', 'team', 'region', 'application', 'gateway', 'user'];
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * One OpenAPI document per docs version, each true to the console release that version
 * documents (see tests/fixtures/upstream/<version>/console-api.json).
 */
export const VERSIONS = [
  {
    id: 'v6.2',
    release: 'v6.2.1',
    docsPath: '/docs/api',
    source: 'openapi/v6.2/rainbond-openapi.yaml',
    overlay: 'openapi/v6.2/rainbond-openapi.zh.yaml',
    fixture: 'tests/fixtures/upstream/v6.2/console-api.json',
    staticDir: 'static/openapi',
    targets: [
      {locale: 'en', dir: 'docs/api'},
      {locale: 'zh', dir: 'i18n/zh/docusaurus-plugin-content-docs/current/api'},
    ],
  },
  {
    id: '5.17',
    release: 'v5.17.3',
    docsPath: '/docs/5.17/api',
    source: 'openapi/5.17/rainbond-openapi.yaml',
    overlay: 'openapi/5.17/rainbond-openapi.zh.yaml',
    fixture: 'tests/fixtures/upstream/5.17/console-api.json',
    staticDir: 'static/openapi/5.17',
    targets: [
      {locale: 'en', dir: 'versioned_docs/version-5.17/api'},
      {locale: 'zh', dir: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17/api'},
    ],
  },
];
export const TARGETS = VERSIONS.flatMap((version) => version.targets.map((target) => ({...target, version: version.id})));
export const STATIC_DIRS = VERSIONS.map((version) => version.staticDir);
export const versionById = (id) => {
  const version = VERSIONS.find((v) => v.id === id);
  if (!version) throw new Error(`Unknown docs version ${id}`);
  return version;
};

/** Where the introduction page explains the token a sample uses. */
const anchor = (token) => (token === 'RAINBOND_MANAGE_TOKEN' ? 'management-api' : 'create-an-access-token');

const STRINGS = {
  en: {
    parameters: 'Parameters',
    requestBody: 'Request body',
    responses: 'Responses',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
    errors: 'Errors',
    permissions: 'Permissions',
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
    setting: (setting) =>
      `The console serves this operation only when it runs with \`${setting}\`; otherwise the path answers \`404\`.`,
    fails: (release, reason) => `At ${release} this operation does not work as its schema says. ${reason}`,
    noPermission: (release) =>
      `At ${release} the console checks no permission for this operation: any valid token may call it.`,
    managePermission: 'The management token is not tied to a user; the console checks no further permission.',
    adminOnly: 'Only enterprise administrators may call it; other users get `403`.',
    permissionCodes: (release) =>
      `At ${release} the console checks these permission codes for the token's user and answers \`403\` when one is missing:`,
    code: 'Code',
    permissionName: 'Name in the console',
    heldBy: 'Held by',
    holders: {
      admins: 'enterprise administrators only',
      'admins-and-owner': "enterprise administrators and the team's owner",
      team: "enterprise administrators, the team's owner, and members whose team role grants it",
      'all-users': 'every user of the enterprise',
      undefined: 'nobody by default: the release does not define this code, so only a role kept from an older release can hold it',
    },
    requestIntro: (token, variables) =>
      `Set \`RAINBOND_CONSOLE\` and \`${token}\` in the environment first, as shown on the [introduction page](../Intro.md#${anchor(token)}).${
        variables ? ' Replace the example values in the path with your own.' : ''
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
    permissions: '权限',
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
    setting: (setting) => `只有控制台以 \`${setting}\` 运行时才提供本接口，否则该路径返回 \`404\`。`,
    fails: (release, reason) => `在 ${release} 中，本接口的实际行为与其定义不符。${reason}`,
    noPermission: (release) => `${release} 的控制台不检查本接口的权限：任何有效令牌都可以调用。`,
    managePermission: '管理令牌不对应任何用户，控制台不再检查其他权限。',
    adminOnly: '只有企业管理员可以调用，其他用户会得到 `403`。',
    permissionCodes: (release) => `${release} 的控制台会检查令牌所属用户是否拥有以下权限码，缺少任何一个都返回 \`403\`：`,
    code: '权限码',
    permissionName: '控制台中的名称',
    heldBy: '拥有者',
    holders: {
      admins: '仅企业管理员',
      'admins-and-owner': '企业管理员和团队所有者',
      team: '企业管理员、团队所有者，以及团队角色包含该权限的成员',
      'all-users': '企业内的所有用户',
      undefined: '默认无人拥有：本版本没有定义这个权限码，只有从旧版本保留下来的角色才可能带有它',
    },
    requestIntro: (token, variables) =>
      `先按[介绍页](../Intro.md#${anchor(token)})在环境变量中设置 \`RAINBOND_CONSOLE\` 和 \`${token}\`。${
        variables ? '路径中的值只是示例，请换成你自己的值。' : ''
      }`,
    responseIntro: (status) => `\`${status}\` 响应示例如下：`,
    errorsIntro: '错误响应的响应体格式相同，说明见[错误处理](../Intro.md#errors)。',
  },
};

// ---------------------------------------------------------------- loading

/** Reads a version's document; `text` is kept so the downloadable YAML is the source, byte for byte. */
export function loadDocument(versionId, root = ROOT) {
  const text = readFileSync(path.join(root, versionById(versionId).source), 'utf8');
  return {text, doc: YAML.parse(text)};
}

export function loadOverlay(versionId, root = ROOT) {
  return YAML.parse(readFileSync(path.join(root, versionById(versionId).overlay), 'utf8')) ?? {};
}

/** The console facts of the release a version documents. */
export function loadFixture(versionId, root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, versionById(versionId).fixture), 'utf8'));
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
      } else if (key === 'fails') {
        setText('x-console-fails' in operation ? operation : null, 'x-console-fails', value, where, problems);
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
      ['x-console-fails', 'fails'],
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
    const {properties, required} = objectShape(doc, schema);
    for (const name of required) {
      if (!(name in value)) {
        problems.push(`${where}: the required field "${name}" is missing`);
      }
    }
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


/**
 * What every request sample needs: method, path template, path variables with their example
 * values, the query string, the JSON body and the token. Only example values of the document
 * are used, so the samples show the same request in four languages.
 */
export function sampleRequest(doc, entry) {
  const {method, pathItem, operation} = entry;
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(doc, p));
  const variables = parameters
    .filter((p) => p.in === 'path')
    .map((p) => ({name: p.name, value: String(p.example ?? `<${p.name}>`)}));
  const query = parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => ({name: p.name, value: String(p.example)}));
  const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
  const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
  const json = mediaExample(doc, body?.content?.['application/json']);
  return {
    method: method.toUpperCase(),
    path: entry.path,
    variables,
    query,
    json,
    token: manage ? 'RAINBOND_MANAGE_TOKEN' : 'RAINBOND_TOKEN',
  };
}

function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const queryString = (query) =>
  query.length ? `?${query.map(({name, value}) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}` : '';

/**
 * The path with the example values of its variables, and the query string. The samples write
 * the values in place (the page asks readers to replace them), which keeps them short: every
 * API page carries four.
 */
const examplePath = (request) =>
  request.path.replace(/\{([^}]+)\}/g, (_, name) => request.variables.find((v) => v.name === name)?.value ?? name) +
  queryString(request.query);

export function curlSample(request) {
  const args = [`curl -s${request.method === 'GET' ? '' : ` -X ${request.method}`} -H "Authorization: \${${request.token}}"`];
  if (request.json !== undefined) {
    args.push('-H "Content-Type: application/json"');
    args.push(`-d ${shellQuote(JSON.stringify(request.json, null, 2)).replace(/\n/g, '\n    ')}`);
  }
  args.push(`"\${RAINBOND_CONSOLE}${examplePath(request)}"`);
  return args.join(' \\\n  ');
}

/** A JSON value as a Python literal (True/False/None), indented like json.dumps(indent=4). */
export function pythonLiteral(value, indent = '') {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

export function pythonSample(request) {
  const args = [
    `    os.environ["RAINBOND_CONSOLE"] + ${JSON.stringify(examplePath(request))}`,
    `    headers={"Authorization": os.environ["${request.token}"]}`,
  ];
  if (request.json !== undefined) args.push(`    json=${pythonLiteral(request.json, '    ')}`);
  args.push('    timeout=30');
  return ['import os', '', 'import requests', '', `response = requests.${request.method.toLowerCase()}(`, `${args.join(',\n')},`, ')', 'print(response.status_code, response.text)'].join('\n');
}

export function goSample(request) {
  const body = request.json !== undefined ? JSON.stringify(request.json, null, 2) : undefined;
  if (body?.includes('`')) throw new Error(`${request.method} ${request.path}: a Go sample cannot hold a backtick in its body`);
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"', ...(body ? ['"strings"'] : [])];
  const url = `os.Getenv("RAINBOND_CONSOLE")+${JSON.stringify(examplePath(request))}`;
  const lines = ['package main', '', 'import (', ...imports.map((name) => `\t${name}`), ')', '', 'func main() {'];
  if (body) lines.push(`\tbody := strings.NewReader(\`${body}\`)`);
  lines.push(
    `\treq, _ := http.NewRequest("${request.method}", ${url}, ${body ? 'body' : 'nil'})`,
    `\treq.Header.Set("Authorization", os.Getenv("${request.token}"))`,
  );
  if (body) lines.push('\treq.Header.Set("Content-Type", "application/json")');
  lines.push(
    '\tresp, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '\tdata, _ := io.ReadAll(resp.Body)',
    '\tfmt.Println(resp.Status, string(data))',
    '}',
  );
  return lines.join('\n');
}

export function javascriptSample(request) {
  const options = request.method === 'GET' ? [] : [`  method: "${request.method}"`];
  if (request.json !== undefined) {
    options.push('  headers: {Authorization: process.env.' + request.token + ', "Content-Type": "application/json"}');
    options.push(`  body: JSON.stringify(${JSON.stringify(request.json, null, 2).replace(/\n/g, '\n  ')})`);
  } else {
    options.push(`  headers: {Authorization: process.env.${request.token}}`);
  }
  return [
    `const response = await fetch(\`\${process.env.RAINBOND_CONSOLE}${examplePath(request)}\`, {`,
    `${options.join(',\n')},`,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** The four samples, in the tab order of src/components/ApiSamples (SAMPLE_LANGUAGES). */
export function requestSamples(doc, entry) {
  const request = sampleRequest(doc, entry);
  return {
    request,
    samples: [
      {value: 'curl', label: 'curl', language: 'bash', code: curlSample(request)},
      {value: 'python', label: 'Python', language: 'python', code: pythonSample(request)},
      {value: 'go', label: 'Go', language: 'go', code: goSample(request)},
      {value: 'javascript', label: 'JavaScript', language: 'javascript', code: javascriptSample(request)},
    ],
  };
}

function permissionLines(doc, operation, t, context) {
  const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
  const codes = operation['x-console-permissions'] ?? [];
  if (manage) return [t.managePermission];
  if (codes.length === 0) return [t.noPermission(context.release)];
  if (codes.every((code) => code === 'regions')) return [t.adminOnly];
  const rows = codes.map((code) => {
    const info = context.permissions[code] ?? {name: null, holders: 'undefined'};
    return `| \`${code}\` | ${info.name ? `\`${info.name}\`` : '—'} | ${t.holders[info.holders]} |`;
  });
  return [t.permissionCodes(context.release), '', `| ${t.code} | ${t.permissionName} | ${t.heldBy} |`, '| --- | --- | --- |', ...rows];
}

function renderOperation(doc, page, entry, t, level, context) {
  const {operation, pathItem, method} = entry;
  const h = '#'.repeat(level);
  const multi = page.operations.length > 1;
  const prefix = multi ? `${slug(entry.englishSummary)}-` : '';
  const out = [];
  if (multi) {
    out.push(`${'#'.repeat(level - 1)} ${mdx(operation.summary)} {#${slug(entry.englishSummary)}}`, '');
  }
  out.push(`<ApiEndpoint method="${method.toUpperCase()}" path="${entry.path}" />`, '');
  if (operation['x-console-fails']) {
    out.push(':::warning', '', mdx(t.fails(context.release, operation['x-console-fails'].trim())), '', ':::', '');
  }
  for (const p of paragraphs(operation.description)) {
    out.push(mdx(p), '');
  }
  const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
  out.push(manage ? t.manageToken : t.userToken, '');
  if (operation['x-console-setting']) {
    out.push(t.setting(operation['x-console-setting']), '');
  }

  out.push(`${h} ${t.permissions} {#${prefix}permissions}`, '', ...permissionLines(doc, operation, t, context), '');

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
  const {request, samples} = requestSamples(doc, entry);
  out.push(t.requestIntro(request.token, request.variables.length > 0), '');
  // One code block per language, in the order of SAMPLE_LANGUAGES in src/components/ApiSamples.
  out.push('<ApiSamples>', '');
  for (const sample of samples) {
    out.push(`\`\`\`${sample.language}`, sample.code, '```', '');
  }
  out.push('</ApiSamples>', '');

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
/**
 * One MDX page. `english` is the untranslated document, used for the heading ids; `context`
 * holds what the page needs from the console facts (the release, the permission names).
 */
export function renderPage(doc, english, page, locale, context) {
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
    // Every operation was checked against the console's source at this release.
    'verified_with:',
    `  rainbond: ${context.release}`,
    '---',
    '',
    "import {ApiEndpoint, ApiSchema} from '@site/src/components/ApiOperation';",
    "import ApiSamples from '@site/src/components/ApiSamples';",
    '',
  ];
  if (entries.length === 1) {
    out.push(...renderOperation(doc, page, entries[0], t, 2, context));
  } else {
    out.push(mdx(description), '', t.operations, '');
    for (const entry of entries) {
      out.push(`- [${mdx(entry.operation.summary)}](#${slug(entry.englishSummary)}): \`${entry.method.toUpperCase()} ${entry.path}\``);
    }
    out.push('');
    for (const entry of entries) {
      out.push(...renderOperation(doc, page, entry, t, 3, context));
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------- outputs

/** Everything wrong with a version's document and overlay; empty when the generator may run. */
export function documentProblems(versionId, root = ROOT) {
  const {doc} = loadDocument(versionId, root);
  const problems = [...structuralProblems(doc), ...checkExamples(doc)];
  problems.push(...localize(doc, loadOverlay(versionId, root)).problems);
  return problems.map((problem) => `${versionId}: ${problem}`);
}

/** Every generated file, as a map from path (relative to the repository) to content. */
export function buildOutputs(root = ROOT) {
  const outputs = new Map();
  for (const version of VERSIONS) {
    const problems = documentProblems(version.id, root);
    if (problems.length > 0) {
      throw new Error(`The OpenAPI document has problems:\n  ${problems.join('\n  ')}`);
    }
    const {text, doc} = loadDocument(version.id, root);
    const docs = {en: doc, zh: localize(doc, loadOverlay(version.id, root)).doc};
    const context = {release: version.release, permissions: loadFixture(version.id, root).permissions ?? {}};
    outputs.set(`${version.staticDir}/rainbond-openapi.yaml`, text);
    outputs.set(`${version.staticDir}/rainbond-openapi.json`, `${JSON.stringify(doc, null, 2)}\n`);
    const pages = collectPages(doc);
    for (const target of version.targets) {
      const localizedPages = collectPages(docs[target.locale]);
      localizedPages.forEach((page, index) => {
        if (page.name !== pages[index].name) {
          throw new Error('Localized document has different pages');
        }
        outputs.set(`${target.dir}/${page.group}/${page.name}.mdx`, renderPage(docs[target.locale], doc, page, target.locale, context));
      });
    }
    // A translated page records the English page it was generated with (translation_source),
    // like a hand-written translation; both come from one run, so they are always current.
    const source = version.targets.find((target) => target.locale === 'en');
    for (const target of version.targets.filter((candidate) => candidate !== source)) {
      for (const page of pages) {
        const englishPath = `${source.dir}/${page.group}/${page.name}.mdx`;
        const rel = `${target.dir}/${page.group}/${page.name}.mdx`;
        const record = {path: englishPath, sha256: translationSources.sourceHash(outputs.get(englishPath), sha256Hex)};
        outputs.set(rel, translationSources.withRecord(outputs.get(rel), record));
      }
    }
  }
  return outputs;
}

/** Generated files on disk that the documents no longer produce. */
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
