// Compares an OpenAPI document of the API reference with the console facts of its release
// (tests/fixtures/upstream/<version>/console-api.json, written by scripts/upstream/console-api.mjs).
//
// The comparison is what "the reference is true to the console" means in the tests:
// - every route and method of the console's OpenAPI URL configuration is an operation, and every
//   operation is a route and method the console serves;
// - path parameters, query parameters and body fields are the ones the console reads, in the same
//   place (path, query string or JSON body);
// - required body and query fields are exactly the serializer's required fields;
// - success statuses, and whether the answer is empty, an envelope, a list or an object, match;
// - the token (personal or management), the setting a route needs, and the permission codes the
//   release checks are declared (`x-console-setting`, `x-console-permissions`), and 403 is
//   documented exactly where a permission is checked.
// Everything returned is a list of human-readable problems; an empty list means the two agree.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((value, key) => value?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Properties and required names of an object schema (allOf parts merged); arrays give their items'. */
export function shapeOf(doc, node) {
  let schema = deref(doc, node) ?? {};
  if (typesOf(schema).includes('array') && schema.items) schema = deref(doc, schema.items);
  const properties = {};
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const inner = shapeOf(doc, part);
    Object.assign(properties, inner.properties);
    inner.required.forEach((name) => required.add(name));
  }
  Object.assign(properties, schema.properties ?? {});
  return {schema, properties, required};
}

const isArraySchema = (doc, node) => typesOf(deref(doc, node) ?? {}).includes('array');

/** The operations of a document, keyed `METHOD path`. */
export function documentOperations(doc) {
  const out = new Map();
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) {
        const parameters = [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p) => deref(doc, p));
        out.set(`${method.toUpperCase()} ${route}`, {method, path: route, operation: item[method], parameters});
      }
    }
  }
  return out;
}

/** The console's operations, keyed the same way. */
export function consoleOperations(fixture) {
  const out = new Map();
  for (const route of fixture.routes) {
    for (const [method, info] of Object.entries(route.methods)) {
      out.set(`${method.toUpperCase()} ${route.path}`, {route, method, info});
    }
  }
  return out;
}

const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
const list = (values) => (values.length ? [...values].sort().join(', ') : '(none)');

/** Body fields the console takes as input: writable serializer fields, plus keys the view reads itself. */
function inputFields(fields, validates = true) {
  // A serializer that replaces to_internal_value passes its input through whole, read-only fields included.
  return fields.filter((field) => !field.readOnly || !validates);
}

function compareFields(doc, schemaNode, fields, validates, where, problems, extra = []) {
  const {properties, required} = shapeOf(doc, schemaNode);
  const console = inputFields(fields, validates);
  const expected = [...new Set([...console.map((f) => f.name), ...extra])];
  const documented = Object.keys(properties);
  if (!sameSet(documented, expected)) {
    problems.push(`${where}: body fields ${list(documented)} ≠ console ${list(expected)}`);
  }
  const requiredConsole = console.filter((f) => f.required).map((f) => f.name);
  // Keys a view reads without a serializer have no declared rule; their text says what they need.
  const requiredDocumented = documented.filter((name) => required.has(name) && console.some((f) => f.name === name));
  if (!sameSet(requiredDocumented, requiredConsole)) {
    problems.push(`${where}: required ${list(requiredDocumented)} ≠ serializer's ${list(requiredConsole)}`);
  }
  for (const field of console) {
    if (!field.fields || !properties[field.name]) continue;
    const property = deref(doc, properties[field.name]);
    if (field.many && !isArraySchema(doc, property)) {
      problems.push(`${where}.${field.name}: the console takes a list`);
    }
    compareFields(doc, property, field.fields, field.validates !== false && validates, `${where}.${field.name}`, problems);
  }
}

const ENVELOPE_KEYS = ['code', 'msg', 'msg_show', 'data'];

function compareAnswer(doc, answer, response, where, problems) {
  const media = response?.content?.['application/json'];
  const html = response?.content?.['text/html'];
  switch (answer.body) {
    case 'empty':
      if (media || html) problems.push(`${where}: the console answers with an empty body`);
      return;
    case 'html':
      if (!html) problems.push(`${where}: the console answers with an HTML page`);
      return;
    case 'openapi':
    case 'value':
      return;
    default:
  }
  if (!media?.schema) {
    problems.push(`${where}: the console answers with a JSON body (${answer.body})`);
    return;
  }
  const {properties} = shapeOf(doc, media.schema);
  const names = Object.keys(properties);
  if (answer.body === 'envelope') {
    if (!ENVELOPE_KEYS.every((key) => names.includes(key))) {
      problems.push(`${where}: the console wraps this answer in its envelope (code, msg, msg_show, data)`);
    }
  } else if (answer.body === 'serializer') {
    if (Boolean(answer.many) !== isArraySchema(doc, media.schema)) {
      problems.push(`${where}: the console answers with ${answer.many ? 'a list' : 'one object'}`);
    }
    if (!sameSet(names, answer.fields)) {
      problems.push(`${where}: answer fields ${list(names)} ≠ ${answer.serializer}'s ${list(answer.fields)}`);
    }
    for (const [field, inner] of Object.entries(answer.nested ?? {})) {
      if (!properties[field]) continue;
      const documented = Object.keys(shapeOf(doc, properties[field]).properties);
      if (!sameSet(documented, inner)) {
        problems.push(`${where}: fields of ${field} ${list(documented)} ≠ console ${list(inner)}`);
      }
    }
  } else if (answer.body === 'object') {
    if (isArraySchema(doc, media.schema) || !sameSet(names, answer.keys)) {
      problems.push(`${where}: answer keys ${list(names)} ≠ console ${list(answer.keys)}`);
    }
  }
}

/** The permission codes (or view permissions) a release checks for one operation. */
export function consolePermissions(route, info) {
  const perms = new Set();
  if (Array.isArray(info.perms)) info.perms.forEach((code) => perms.add(code));
  (info.actionPerms ?? []).flat().forEach((code) => perms.add(code));
  // DRF permission classes only run where the view's `initial` reaches APIView.initial.
  if (route.permissionClasses !== 'skipped') (route.viewPerms ?? []).forEach((name) => perms.add(name));
  return [...perms].sort((a, b) => String(a).localeCompare(String(b)));
}

/**
 * Everything that differs between the document and the console facts, grouped:
 * undocumented, absent, mismatches (parameters, bodies, required fields, answers, auth, permissions).
 */
export function compareWithConsole(doc, fixture) {
  const documented = documentOperations(doc);
  const served = consoleOperations(fixture);
  const result = {undocumented: [], absent: [], mismatches: []};
  for (const key of served.keys()) if (!documented.has(key)) result.undocumented.push(key);
  for (const key of documented.keys()) if (!served.has(key)) result.absent.push(key);
  for (const [key, {route, info}] of served) {
    const entry = documented.get(key);
    if (!entry) continue;
    const {operation, parameters} = entry;
    const id = `${operation.operationId} (${key})`;
    const problems = result.mismatches;
    // Path parameters: exactly the groups of the route's regex.
    const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    if (!sameSet(pathParams, Object.keys(route.params ?? {}))) {
      problems.push(`${id}: path parameters ${list(pathParams)} ≠ console ${list(Object.keys(route.params ?? {}))}`);
    }
    // Query parameters: what the view reads from the query string (or validates with a serializer).
    const query = parameters.filter((p) => p.in === 'query');
    const consoleQuery = [...new Set([...(info.query ?? []), ...(info.querySerializer?.fields ?? []).map((f) => f.name)])];
    if (!sameSet(query.map((p) => p.name), consoleQuery)) {
      problems.push(`${id}: query parameters ${list(query.map((p) => p.name))} ≠ console ${list(consoleQuery)}`);
    }
    if (info.querySerializer) {
      const requiredConsole = info.querySerializer.fields.filter((f) => f.required).map((f) => f.name);
      const requiredDocumented = query.filter((p) => p.required).map((p) => p.name);
      if (!sameSet(requiredDocumented, requiredConsole)) {
        problems.push(`${id}: required query ${list(requiredDocumented)} ≠ serializer's ${list(requiredConsole)}`);
      }
    } else if (query.some((p) => p.required)) {
      problems.push(`${id}: no query parameter is required by the console`);
    }
    for (const p of parameters) {
      if (!['path', 'query'].includes(p.in)) problems.push(`${id}: parameter ${p.name} in ${p.in}; the console reads none there`);
    }
    // Body: the serializer's fields and the keys the view reads, in a JSON body.
    const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
    const bodySchema = body?.content?.['application/json']?.schema;
    const takesBody = Boolean(info.body || info.bodyReads);
    if (takesBody !== Boolean(bodySchema)) {
      problems.push(`${id}: ${takesBody ? 'the console reads a JSON body' : 'the console reads no body'}`);
    } else if (bodySchema) {
      if (info.body) {
        if (Boolean(info.body.many) !== isArraySchema(doc, bodySchema)) {
          problems.push(`${id}: the console takes ${info.body.many ? 'a list' : 'one object'} as body`);
        }
        compareFields(doc, bodySchema, info.body.fields, info.body.validated !== false, id, problems, info.bodyReads ?? []);
        if (body.required !== true && info.body.fields.some((f) => f.required)) {
          problems.push(`${id}: the body has required fields, so it is required`);
        }
      } else {
        const names = Object.keys(shapeOf(doc, bodySchema).properties);
        if (!sameSet(names, info.bodyReads)) problems.push(`${id}: body fields ${list(names)} ≠ console reads ${list(info.bodyReads)}`);
      }
    }
    // Answers: the 2xx statuses the console returns, and the shape of each.
    const statuses = Object.keys(operation.responses ?? {});
    const successes = statuses.filter((s) => s.startsWith('2'));
    const answers = info.responses.filter((a) => typeof a.status === 'number' && a.status < 300);
    const variable = info.responses.some((a) => typeof a.status === 'string');
    const expected = [...new Set(answers.map((a) => String(a.status)))];
    if (info.responses.some((a) => a.body === 'none')) {
      if (successes.length || !statuses.includes('500')) problems.push(`${id}: the view returns nothing, so the console answers 500`);
    } else if (!expected.every((s) => successes.includes(s)) || !successes.every((s) => expected.includes(s) || (variable && s === '200'))) {
      problems.push(`${id}: success statuses ${list(successes)} ≠ console ${list(expected)}`);
    }
    for (const answer of answers) {
      const response = deref(doc, operation.responses?.[String(answer.status)]);
      if (response) compareAnswer(doc, answer, response, `${id} ${answer.status}`, problems);
    }
    // Authentication, the setting a route needs, permissions.
    const manage = (operation.security ?? doc.security ?? []).some((s) => 'manageToken' in s);
    if (manage !== (route.auth === 'manage')) {
      problems.push(`${id}: the console expects ${route.auth === 'manage' ? 'the management token' : 'a personal access token'}`);
    }
    if ((operation['x-console-setting'] ?? null) !== (route.requires ?? null)) {
      problems.push(`${id}: x-console-setting ${operation['x-console-setting'] ?? '(none)'} ≠ console ${route.requires ?? '(none)'}`);
    }
    const perms = consolePermissions(route, info);
    const declared = (operation['x-console-permissions'] ?? []).map(String).sort();
    if (!sameSet(declared, perms.map(String))) {
      problems.push(`${id}: x-console-permissions ${list(declared)} ≠ console ${list(perms.map(String))}`);
    }
    if (statuses.includes('403') !== perms.length > 0) {
      problems.push(`${id}: ${perms.length ? 'a permission is checked, so 403 is possible' : 'no permission is checked, so 403 cannot happen'}`);
    }
    if (!statuses.includes('401')) problems.push(`${id}: every operation needs a token, so 401 is possible`);
  }
  return result;
}
