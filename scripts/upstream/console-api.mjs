// The Rainbond console's OpenAPI routes, per docs version (tests/fixtures/upstream/<version>/console-api.json).
//
//   node scripts/upstream/console-api.mjs            write both fixtures
//   node scripts/upstream/console-api.mjs --check    exit 1 when a fixture differs from the source
//
// Reads goodrain/rainbond-console at the tag each docs version documents, from the local bare mirror
// (UPSTREAM_MIRRORS, default /work/.mirror). It follows the URL configuration the console mounts at
// `/openapi/` (openapi/urls.py and what it includes), and for every route and HTTP method records what
// the API reference needs: path parameters, query parameters, the request body (serializer fields
// with DRF's required rule, or the keys the view reads itself), the success answers (status, envelope
// or serializer) and, where the release enforces them in the URL configuration, the permission codes.
//
// Only Python the console actually uses is understood: classes, methods, keyword arguments, DRF
// serializer fields and Django model fields. Nothing is executed.
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIRROR = path.join(process.env.UPSTREAM_MIRRORS ?? '/work/.mirror', 'goodrain+rainbond-console', 'repo');
const REPOSITORY = 'goodrain/rainbond-console';

/** Docs version → console release tag (see the facts' upstream.md). */
export const RELEASES = {'v6.2': 'v6.2.1-release', '5.17': 'v5.17.3-release'};

export const fixturePath = (version) => path.join(ROOT, 'tests/fixtures/upstream', version, 'console-api.json');

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

// ---------------------------------------------------------------- reading the source

function git(args) {
  return execFileSync('git', ['-C', MIRROR, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function makeReader(tag) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      cache.set(file, git(['show', `${tag}:${file}`]));
    }
    return cache.get(file);
  };
}

const moduleFile = (module) => `${module.replace(/\./g, '/')}.py`;

// ---------------------------------------------------------------- just enough Python

/** Index just after the bracket that closes the one at `open`, skipping strings and comments. */
function closeBracket(text, open) {
  const pairs = {'(': ')', '[': ']', '{': '}'};
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '#') {
      i = text.indexOf('\n', i);
      if (i === -1) break;
    } else if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < text.length && !text.startsWith(quote, j)) {
        j += text[j] === '\\' ? 2 : 1;
      }
      i = j + quote.length - 1;
    } else if (pairs[c]) {
      stack.push(pairs[c]);
    } else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) {
        return i + 1;
      }
    }
  }
  throw new Error(`Unbalanced bracket at ${open}: ${text.slice(open, open + 60)}`);
}

/** Splits an argument list at top-level commas. */
function splitArgs(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        j += text[j] === '\\' ? 2 : 1;
      }
      i = j;
    } else if ('([{'.includes(c)) {
      depth++;
    } else if (')]}'.includes(c)) {
      depth--;
    } else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last) {
    parts.push(last);
  }
  return parts;
}

/** A call's positional and keyword arguments, as source text. */
function callArguments(inner) {
  const positional = [];
  const keywords = {};
  for (const part of splitArgs(inner)) {
    const match = /^(\w+)\s*=(?!=)\s*([\s\S]*)$/.exec(part);
    if (match) {
      keywords[match[1]] = match[2].trim();
    } else {
      positional.push(part);
    }
  }
  return {positional, keywords};
}

/** `from a.b import (X, Y as Z)` → Map of local name → {module, name}. */
function parseImports(text) {
  const imports = new Map();
  for (const match of text.matchAll(/^from\s+([\w.]+)\s+import\s+(\([^)]*\)|(?:[^\n]*\\\n)*[^\n]+)/gm)) {
    const names = match[2].replace(/[()\\\n]/g, ' ').split(',');
    for (const raw of names) {
      const [name, alias] = raw.trim().split(/\s+as\s+/);
      if (name) {
        imports.set((alias ?? name).trim(), {module: match[1], name: name.trim()});
      }
    }
  }
  return imports;
}

/** The lines of `text` indented deeper than `indent`, starting at `start` (a block's body). */
function blockEnd(text, start, indent) {
  const lines = text.slice(start).split('\n');
  let offset = start;
  let end = start;
  let open = 0;
  for (const line of lines) {
    const stripped = line.trim();
    const depth = line.length - line.trimStart().length;
    if (stripped && depth <= indent && open === 0 && offset !== start) {
      break;
    }
    for (const c of line.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '').replace(/#.*$/, '')) {
      if ('([{'.includes(c)) open++;
      else if (')]}'.includes(c)) open--;
    }
    offset += line.length + 1;
    if (stripped) {
      end = offset;
    }
  }
  return Math.min(end, text.length);
}

/** Top-level classes of a module; a later definition of the same name wins, as in Python. */
function parseClasses(text) {
  const classes = new Map();
  for (const match of text.matchAll(/^class\s+(\w+)\s*(?:\(([^)]*)\))?\s*:/gm)) {
    const start = match.index + match[0].length;
    const end = blockEnd(text, match.index, 0);
    classes.set(match[1], {
      name: match[1],
      bases: (match[2] ?? '').split(',').map((base) => base.trim()).filter(Boolean),
      body: text.slice(start, end),
      line: text.slice(0, match.index).split('\n').length,
    });
  }
  return classes;
}

/** Methods of a class body (indent 4), each with its decorators and body. */
function parseMethods(body) {
  const methods = new Map();
  for (const match of body.matchAll(/^ {4}def\s+(\w+)\s*\(([^)]*)\)\s*:/gm)) {
    const end = blockEnd(body, match.index, 4);
    let before = body.slice(0, match.index);
    const decorators = [];
    // Decorators sit directly above the def, possibly over several lines.
    for (;;) {
      const trimmed = before.replace(/\s+$/, '');
      const lastAt = trimmed.lastIndexOf('\n    @');
      if (lastAt === -1) break;
      const candidate = trimmed.slice(lastAt + 1);
      const head = /^ {4}@([\w.]+)/.exec(candidate);
      if (!head) break;
      const open = candidate.indexOf('(');
      const complete = open === -1 ? candidate.split('\n').length === 1 : closeBracket(candidate, open) === candidate.trimEnd().length;
      if (!complete) break;
      decorators.unshift(candidate.trim());
      before = trimmed.slice(0, lastAt + 1);
    }
    methods.set(match[1], {name: match[1], params: match[2], decorators, body: body.slice(match.index + match[0].length, end)});
  }
  return methods;
}

/** Class-level assignments at indent 4 (`name = expression`), expressions kept as text. */
function classAssignments(body) {
  const out = [];
  for (const match of body.matchAll(/^ {4}(\w+)\s*=\s*/gm)) {
    const start = match.index + match[0].length;
    const call = /^[\w.]+\s*\(/.exec(body.slice(start));
    let end;
    if (call) {
      end = closeBracket(body, start + call[0].length - 1);
    } else if ('[({'.includes(body[start])) {
      end = closeBracket(body, start);
    } else {
      end = body.indexOf('\n', start);
      if (end === -1) end = body.length;
    }
    out.push({name: match[1], value: body.slice(start, end).trim()});
  }
  return out;
}

/** The string keys of a dict literal `{"a": 1, "b": {...}}`, top level only. */
function dictKeys(literal) {
  const inner = literal.trim().slice(1, -1);
  return splitArgs(inner)
    .map((item) => /^["'](\w+)["']\s*:/.exec(item)?.[1])
    .filter(Boolean);
}

const unquote = (text) => /^[rbu]?(['"])([\s\S]*)\1$/.exec(text.trim())?.[2];

function literalList(text) {
  const inner = text.trim().replace(/^[[(]|[\])]$/g, '');
  return splitArgs(inner).map((item) => unquote(item) ?? item);
}

// ---------------------------------------------------------------- Django models and DRF serializers

const MODEL_TYPES = {
  AutoField: 'integer',
  IntegerField: 'integer',
  BigIntegerField: 'integer',
  SmallIntegerField: 'integer',
  PositiveIntegerField: 'integer',
  FloatField: 'number',
  DecimalField: 'number',
  BooleanField: 'boolean',
  NullBooleanField: 'boolean',
};

/** Fields of a Django model class, including inherited abstract bases found in the same modules. */
function modelFields(read, module, name, seen = new Set()) {
  const key = `${module}.${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const text = read(moduleFile(module));
  const cls = parseClasses(text).get(name);
  if (!cls) {
    const imported = parseImports(text).get(name);
    if (imported) return modelFields(read, imported.module, imported.name, seen);
    throw new Error(`Model ${name} not found in ${module}`);
  }
  const fields = [];
  for (const base of cls.bases) {
    if (!base.startsWith('models.')) {
      fields.push(...modelFields(read, module, base, seen));
    }
  }
  for (const {name: field, value} of classAssignments(cls.body)) {
    const call = /^models\.(\w+)\s*\(([\s\S]*)\)$/.exec(value);
    if (!call) continue;
    const {keywords} = callArguments(call[2]);
    const flag = (k) => keywords[k] === 'True';
    const autoDate = flag('auto_now') || flag('auto_now_add');
    fields.push({
      name: field,
      type: MODEL_TYPES[call[1]] ?? 'string',
      // ModelSerializer (DRF 3.8): optional when the model field has a default, may be blank or
      // null, or is filled automatically; read-only for auto fields.
      required: !(call[1] === 'AutoField' || 'default' in keywords || flag('blank') || flag('null') || autoDate),
      readOnly: call[1] === 'AutoField' || autoDate || undefined,
    });
    const index = fields.findIndex((f) => f.name === field);
    if (index !== fields.length - 1) fields.splice(index, 1);
  }
  return fields;
}

const SERIALIZER_TYPES = {
  CharField: 'string',
  EmailField: 'string',
  DateCharField: 'string',
  DateTimeField: 'string',
  ChoiceField: 'string',
  IntegerField: 'integer',
  FloatField: 'number',
  BooleanField: 'boolean',
  NullBooleanField: 'boolean',
  ListField: 'array',
  RegionTypesField: 'array',
  DictField: 'object',
  JSONField: 'any',
  SerializerMethodField: 'any',
};

/**
 * A serializer's fields: name, type, required (DRF 3.8: explicit `required`, else required unless
 * a default is given or the field is read-only), many, nested fields.
 * `validates` is false when the serializer replaces to_internal_value (DRF then checks no field).
 */
function serializerInfo(read, module, name, depth = 0) {
  const text = read(moduleFile(module));
  const classes = parseClasses(text);
  const imports = parseImports(text);
  const cls = classes.get(name);
  if (!cls) {
    const imported = imports.get(name);
    if (imported) return serializerInfo(read, imported.module, imported.name, depth);
    throw new Error(`Serializer ${name} not found in ${module}`);
  }
  const resolve = (local) => (classes.has(local) ? {module, name: local} : imports.get(local));
  let fields = [];
  let validates = !/^ {4}def to_internal_value\(/m.test(cls.body);
  for (const base of cls.bases) {
    if (/^serializers\.(Model)?Serializer$/.test(base) || !resolve(base)) continue;
    const target = resolve(base);
    const inherited = serializerInfo(read, target.module, target.name, depth);
    fields.push(...inherited.fields);
    validates &&= inherited.validates;
  }
  const meta = /^ {4}class Meta:\n((?: {8}.*\n?| *\n)+)/m.exec(cls.body);
  if (meta && cls.bases.some((base) => base.endsWith('ModelSerializer') || resolve(base))) {
    const model = /model\s*=\s*(\w+)/.exec(meta[1])?.[1];
    if (model) {
      const target = imports.get(model) ?? {module, name: model};
      let own = modelFields(read, target.module, target.name);
      const include = /fields\s*=\s*(\[[\s\S]*?\]|"__all__"|'__all__')/.exec(meta[1])?.[1];
      const exclude = /exclude\s*=\s*(\[[\s\S]*?\])/.exec(meta[1])?.[1];
      if (include && !/__all__/.test(include)) {
        const names = literalList(include);
        own = names.map((n) => own.find((f) => f.name === n)).filter(Boolean);
      }
      if (exclude) {
        const names = new Set(literalList(exclude));
        own = own.filter((f) => !names.has(f.name));
      }
      fields = own.map((f) => ({...f}));
    }
  }
  for (const {name: field, value} of classAssignments(cls.body)) {
    const call = /^([\w.]+)\s*\(([\s\S]*)\)$/.exec(value);
    if (!call) continue;
    const callee = call[1].replace(/^serializers\./, '');
    const {keywords} = callArguments(call[2]);
    let entry;
    if (SERIALIZER_TYPES[callee]) {
      entry = {name: field, type: SERIALIZER_TYPES[callee]};
      if (callee === 'ChoiceField' && keywords.choices) {
        const choices = new RegExp(`^${keywords.choices}\\s*=\\s*\\(`, 'm').exec(text);
        if (choices) {
          const list = text.slice(choices.index + choices[0].length - 1, closeBracket(text, choices.index + choices[0].length - 1));
          entry.enum = [...list.matchAll(/\(\s*"([^"]+)"\s*,/g)].map((m) => m[1]);
        }
      }
    } else if (resolve(callee) && isSerializerClass(read, resolve(callee))) {
      const target = resolve(callee);
      if (depth > 6) throw new Error(`Serializer nesting too deep at ${callee}`);
      const nested = serializerInfo(read, target.module, target.name, depth + 1);
      entry = {name: field, type: 'object', serializer: callee, fields: nested.fields};
      if (!nested.validates) entry.validates = false;
    } else {
      continue;
    }
    if (keywords.many === 'True') entry.many = true;
    const readOnly = callee === 'SerializerMethodField' || keywords.read_only === 'True';
    if (readOnly) entry.readOnly = true;
    entry.required = 'required' in keywords ? keywords.required === 'True' : !('default' in keywords) && !readOnly;
    if ('default' in keywords) entry.default = keywords.default;
    if (keywords.allow_null === 'True') entry.nullable = true;
    const index = fields.findIndex((f) => f.name === field);
    if (index >= 0) fields.splice(index, 1, entry);
    else fields.push(entry);
  }
  return {name, module, validates, fields: fields.map(compactField)};
}

/** True when a class is a DRF serializer: it derives from serializers.*Serializer, directly or not. */
function isSerializerClass(read, {module, name}) {
  const text = read(moduleFile(module));
  const cls = parseClasses(text).get(name);
  if (!cls) {
    const imported = parseImports(text).get(name);
    return imported ? isSerializerClass(read, imported) : false;
  }
  const imports = parseImports(text);
  return cls.bases.some((base) => {
    if (/^serializers\.\w*Serializer$/.test(base)) return true;
    if (base.includes('.')) return false;
    const target = parseClasses(text).has(base) ? {module, name: base} : imports.get(base);
    return Boolean(target?.module.startsWith('openapi')) && isSerializerClass(read, target);
  });
}

function compactField(field) {
  const out = {name: field.name, type: field.type, required: field.required};
  for (const key of ['many', 'nullable', 'readOnly', 'enum', 'default', 'serializer', 'validates']) {
    if (field[key] !== undefined) out[key] = field[key];
  }
  if (field.fields) out.fields = field.fields.map(compactField);
  return out;
}

// ---------------------------------------------------------------- views

/** The view class, walking up to bases in the console's own modules; external bases end the walk. */
function viewChain(read, module, name) {
  const chain = [];
  let queue = [{module, name}];
  const seen = new Set();
  while (queue.length) {
    const {module: m, name: n} = queue.shift();
    if (seen.has(`${m}.${n}`)) continue;
    seen.add(`${m}.${n}`);
    const text = read(moduleFile(m));
    const cls = parseClasses(text).get(n);
    if (!cls) {
      const imported = parseImports(text).get(n);
      if (imported && imported.module.startsWith('openapi')) queue.unshift(imported);
      else chain.push({external: `${imported?.module ?? m}.${n}`});
      continue;
    }
    chain.push({module: m, text, cls});
    const imports = parseImports(text);
    queue = [
      ...cls.bases.map((base) => {
        if (base.includes('.')) return {external: base};
        const imported = imports.get(base);
        return imported ? (imported.module.startsWith('openapi') ? imported : {external: `${imported.module}.${base}`}) : {module: m, name: base};
      }).filter((b) => !b.external || chain.push(b) === -1),
      ...queue,
    ];
  }
  return chain;
}

const STATUS_NAMES = /status\.HTTP_(\d{3})_\w+/;

/** The HTTP status of a `Response(...)` call, given the method's assignments. */
function responseStatus(args, assigned) {
  const statusText = args.keywords.status ?? args.positional[1];
  if (!statusText) return 200;
  const named = STATUS_NAMES.exec(statusText);
  if (named) return Number(named[1]);
  if (/^\d{3}$/.test(statusText)) return Number(statusText);
  const ref = /^(\w+)\["code"\]$/.exec(statusText);
  if (ref && assigned.get(ref[1])?.kind === 'envelope') return assigned.get(ref[1]).code;
  return statusText;
}

/** What one `return Response(...)` sends. */
function classifyResponse(args, assigned) {
  const body = args.positional[0] ?? args.keywords.data;
  const status = responseStatus(args, assigned);
  if (!body || body === 'None') return {status, body: 'empty'};
  const envelope = /^general_message\(\s*(\d+)/.exec(body);
  if (envelope) return {status: args.keywords.status || args.positional[1] ? status : Number(envelope[1]), body: 'envelope'};
  const data = /^(\w+)\.(data|initial_data)$/.exec(body);
  if (data?.[2] === 'initial_data' && assigned.get(data[1])?.kind === 'serializer') {
    // The input handed to the serializer goes out unchecked: its keys are the answer's.
    const input = assigned.get(assigned.get(data[1]).args.keywords.data);
    if (input?.kind === 'object') return {status, body: 'object', keys: input.keys};
  }
  if (data && assigned.get(data[1])?.kind === 'serializer') {
    const {serializer, many} = assigned.get(data[1]);
    return {status, body: 'serializer', serializer, ...(many ? {many: true} : {}), ...(data[2] === 'initial_data' ? {unvalidated: true} : {})};
  }
  if (/^\{/.test(body)) {
    return {status, body: 'object', keys: dictKeys(body)};
  }
  const variable = assigned.get(body);
  if (variable?.kind === 'envelope') return {status, body: 'envelope'};
  if (variable?.kind === 'object') return {status, body: 'object', keys: variable.keys};
  return {status, body: 'value'};
}

function analyseMethod(read, viewModule, viewText, method) {
  const imports = parseImports(viewText);
  const classes = parseClasses(viewText);
  const body = method.body;
  const serializerModule = (name) => (classes.has(name) ? viewModule : imports.get(name)?.module);
  // Every assignment the answers may refer to (serializers, envelopes, dict literals), in order:
  // a name is often reused (`serializer = X(data=request.data)`, later `serializer = X(obj)`).
  const assignments = [];
  const result = {};
  for (const match of body.matchAll(/^\s*(\w+)\s*=\s*(\w+)\(/gm)) {
    const open = match.index + match[0].length - 1;
    const args = callArguments(body.slice(open + 1, closeBracket(body, open) - 1));
    if (match[2] === 'general_message') {
      assignments.push({at: match.index, name: match[1], kind: 'envelope', code: Number(args.positional[0])});
    } else if (serializerModule(match[2])?.startsWith('openapi') && isSerializerClass(read, {module: serializerModule(match[2]), name: match[2]})) {
      assignments.push({at: match.index, name: match[1], kind: 'serializer', serializer: match[2], many: args.keywords.many === 'True', args});
    }
  }
  for (const match of body.matchAll(/^\s*(\w+)\s*=\s*\{/gm)) {
    const open = match.index + match[0].length - 1;
    const literal = body.slice(open, closeBracket(body, open));
    assignments.push({at: match.index, name: match[1], kind: 'object', keys: dictKeys(literal)});
  }
  assignments.sort((a, b) => a.at - b.at);
  /** The assignments visible at a position: the latest of each name before it. */
  const visibleAt = (position) => {
    const visible = new Map();
    for (const a of assignments) if (a.at < position) visible.set(a.name, a);
    return visible;
  };
  // Request body and query string.
  const bodies = [];
  const queries = [];
  for (const info of assignments) {
    if (info.kind !== 'serializer') continue;
    const data = info.args.keywords.data;
    if (/^(request|req)\.data$/.test(data ?? '')) bodies.push(info);
    if (/^(request|req)\.GET$/.test(data ?? '')) queries.push(info);
  }
  const describe = (info) => {
    const serializer = serializerInfo(read, serializerModule(info.serializer), info.serializer);
    const raises = new RegExp(`(?<![\\w.])${info.name}\\.is_valid\\(\\s*raise_exception\\s*=\\s*True\\s*\\)`).test(body);
    const out = {serializer: info.serializer};
    if (info.many) out.many = true;
    if (!raises || !serializer.validates) out.validated = false;
    out.fields = serializer.fields;
    return out;
  };
  if (bodies.length) result.body = describe(bodies[0]);
  const reads = (source) =>
    [...body.matchAll(new RegExp(`(?:request|req)\\.${source}(?:\\.get\\(\\s*|\\[)["'](\\w+)["']`, 'g'))]
      .map((m) => m[1])
      .filter((n, i, a) => a.indexOf(n) === i);
  const bodyReads = reads('data').filter((n) => !result.body?.fields.some((f) => f.name === n));
  if (bodyReads.length) result.bodyReads = bodyReads;
  const query = reads('GET');
  if (queries.length) {
    result.querySerializer = describe(queries[0]);
  }
  if (query.length) result.query = query;
  // Success answers (every `return Response(...)` with a 2xx status, or a non-literal one).
  const answers = [];
  for (const match of body.matchAll(/return\s+Response\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = callArguments(body.slice(open + 1, closeBracket(body, open) - 1));
    const answer = classifyResponse(args, visibleAt(match.index));
    const key = JSON.stringify(answer);
    if (!answers.some((a) => JSON.stringify(a) === key)) answers.push(answer);
  }
  result.responses = answers.sort((a, b) => String(a.status).localeCompare(String(b.status)));
  if (!answers.length) result.responses = [{status: null, body: 'none'}];
  for (const answer of result.responses) {
    if (answer.serializer) {
      const info = serializerInfo(read, serializerModule(answer.serializer), answer.serializer);
      answer.fields = info.fields.map((f) => f.name);
      // One level down, for the fields that are serializers themselves (lists of teams, events, ...).
      const nested = Object.fromEntries(info.fields.filter((f) => f.fields).map((f) => [f.name, f.fields.map((g) => g.name)]));
      if (Object.keys(nested).length) answer.nested = nested;
    }
  }
  const explicit = [...body.matchAll(/self\.has_perms\(\[([\d,\s]+)\]\)/g)].map((m) => m[1].split(',').map((n) => Number(n.trim())));
  if (explicit.length) result.actionPerms = explicit;
  return result;
}

// ---------------------------------------------------------------- URL configuration

/** `^v1/teams/(?P<team_id>[\w\-]+)$` → {path: 'v1/teams/{team_id}', exact, params}. */
export function regexToPath(regex) {
  let text = regex.replace(/^\^/, '');
  const exact = text.endsWith('$');
  text = text.replace(/\$$/, '');
  const params = [];
  text = text.replace(/\(\?P<(\w+)>([^)]*)\)/g, (_, name, pattern) => {
    params.push({name, pattern});
    return `{${name}}`;
  });
  return {path: text.replace(/\\/g, ''), exact, params};
}

function parseUrlConf(read, module, prefix, condition, out) {
  const text = read(moduleFile(module));
  const imports = parseImports(text);
  const perms = /^from console\.utils import perms_route_config as (\w+)/m.exec(text)?.[1];
  // Blocks `urlpatterns = [` / `urlpatterns += [`, with the `if` guarding them, if any.
  for (const match of text.matchAll(/^( *)urlpatterns\s*\+?=\s*(\[)/gm)) {
    const start = match.index + match[0].length - 1;
    const block = text.slice(start + 1, closeBracket(text, start) - 1);
    let guard = condition;
    if (match[1].length > 0) {
      const before = text.slice(0, match.index).trimEnd().split('\n').pop();
      const env = /os\.environ\.get\("(\w+)"\)\s*==\s*"([^"]+)"/.exec(before);
      if (env) guard = `${env[1]}=${env[2]}`;
    }
    for (const entry of splitArgs(block)) {
      const call = /^url\(([\s\S]*)\)$/.exec(entry.replace(/#.*$/gm, '').trim());
      if (!call) continue;
      const args = callArguments(call[1]);
      const regex = unquote(args.positional[0]);
      const target = args.positional[1];
      const include = /^include\('([\w.]+)'\)$/.exec(target);
      if (include) {
        parseUrlConf(read, include[1], prefix + regex.replace(/^\^/, ''), guard, out);
        continue;
      }
      const line = text.slice(0, text.indexOf(entry)).split('\n').length;
      const route = {regex: prefix + regex.replace(/^\^/, ''), urlconf: `${moduleFile(module)}:${line}`};
      if (guard) route.requires = guard;
      const view = /^(\w+)\.as_view\(/.exec(target);
      if (view) {
        const imported = imports.get(view[1]);
        route.view = view[1];
        route.module = imported?.module ?? module;
      } else if (/^schema_view\.(without_ui|with_ui)\(/.test(target)) {
        route.schema = /with_ui\('(\w+)'/.exec(target)?.[1] ?? 'document';
      }
      if (perms && args.positional[2]?.startsWith(`${perms}.`)) {
        route.permsConfig = args.positional[2].slice(perms.length + 1);
      }
      out.push(route);
    }
  }
}

/** The permission codes console/utils/perms_route_config.py assigns to a view, by method. */
function routePerms(read, name) {
  const text = read('console/utils/perms_route_config.py');
  const match = new RegExp(`^${name}\\s*=\\s*\\{`, 'm').exec(text);
  if (!match) throw new Error(`No permission entry ${name}`);
  const literal = text.slice(match.index + match[0].length - 1, closeBracket(text, match.index + match[0].length - 1));
  const perms = {};
  for (const m of literal.matchAll(/"(\w+)":\s*\{\s*"perms":\s*\[([\d,\s]*)\]/g)) {
    perms[m[1]] = m[2].split(',').map((n) => n.trim()).filter(Boolean).map(Number);
  }
  return perms;
}

/**
 * What console/utils/perms.py says about the permission codes the routes use: the name
 * (`<group>.<perm>`, such as `app.describe`; unnamed enterprise codes become `admin.<code>`) and
 * who holds the code. Team views (openapi/views/base.py) give enterprise administrators every
 * code the file defines, every user the enterprise's common codes, the team's owner every team
 * code plus one extra code, and other members the codes of their team roles.
 */
function permissionInfo(read, codes) {
  const text = read('console/utils/perms.py');
  const block = (name) => {
    const match = new RegExp(`^${name}\\s*=\\s*[\\[{]`, 'm').exec(text);
    if (!match) return '';
    const open = match.index + match[0].length - 1;
    return text.slice(open, closeBracket(text, open));
  };
  const codesIn = (literal) => new Set([...literal.matchAll(/\["\w*",\s*"[^"]*",\s*(\d+)\]/g)].map((m) => Number(m[1])));
  const common = codesIn(block('common_perms'));
  const enterprise = codesIn(block('ENTERPRISE'));
  const team = codesIn(block('TEAM'));
  const owner = Number(/self\.user_perms\.append\((\d+)\)/.exec(read('openapi/views/base.py'))?.[1]);
  const names = {};
  let group = 'team';
  for (const line of text.split('\n')) {
    const head = /^ {0,8}"(\w+)":\s*\{/.exec(line);
    if (head && head[1] !== 'perms') group = head[1];
    if (/^TEAM\s*=/.test(line)) group = 'team';
    for (const m of line.matchAll(/\["(\w*)",\s*"[^"]*",\s*(\d+)\]/g)) {
      const code = Number(m[2]);
      if (codes.has(code) && !names[code]) names[code] = m[1] ? `${group}.${m[1]}` : `${group}.${code}`;
    }
  }
  const holders = (code) => {
    if (common.has(code)) return 'all-users';
    if (team.has(code)) return 'team';
    if (code === owner) return 'admins-and-owner';
    if (enterprise.has(code)) return 'admins';
    return 'undefined';
  };
  return Object.fromEntries(
    [...codes].sort((a, b) => a - b).map((code) => [code, {name: names[code] ?? null, holders: holders(code)}]),
  );
}

/** Authentication and permission classes a view ends up with. */
function viewSecurity(read, chain) {
  let authentication;
  let permission;
  let viewPerms;
  let drfInitial = true;
  for (const link of chain) {
    if (link.external) continue;
    const body = link.cls.body;
    authentication ??= /authentication_classes\s*=\s*\[(\w+)\]/.exec(body)?.[1];
    if (!permission) {
      const name = /permission_classes\s*=\s*\[(\w+)\]/.exec(body)?.[1];
      if (name) permission = parseImports(link.text).get(name) ?? {module: link.module, name};
    }
    viewPerms ??= /^ {4}view_perms\s*=\s*\[([^\]]*)\]/m.exec(body)?.[1];
  }
  // DRF runs the permission classes in APIView.initial. TeamNoRegionAPIView.initial does not call
  // super(), so for team views they never run: follow `initial` up the chain until one does not
  // call super() (skipped) or the chain reaches DRF's own classes (run).
  for (const link of chain) {
    if (link.external) break;
    const initial = parseMethods(link.cls.body).get('initial');
    if (initial && !/super\(\w+, self\)\.initial\(/.test(initial.body)) {
      drfInitial = false;
      break;
    }
  }
  // A permission class whose has_perms never looks at the view's perms grants every user.
  let checksViewPerms = false;
  if (permission) {
    const cls = parseClasses(read(moduleFile(permission.module))).get(permission.name);
    const hasPerms = cls && parseMethods(cls.body).get('has_perms');
    checksViewPerms = Boolean(hasPerms && /for \w+ in perms/.test(hasPerms.body));
  }
  return {
    authentication: authentication === 'OpenAPIManageAuthentication' ? 'manage' : 'token',
    permissionClassesRun: drfInitial,
    viewPerms: viewPerms && checksViewPerms ? literalList(viewPerms) : undefined,
  };
}

export function extract(version) {
  const tag = RELEASES[version];
  const read = makeReader(tag);
  const commit = git(['rev-parse', `${tag}^{commit}`]).trim();
  const root = read('goodrain_web/urls.py');
  const mount = /if settings\.(\w+):\s*\n\s*urlpatterns\.append\(url\(r'\^openapi\/', include\('openapi\.urls'\)\)/.exec(root);
  if (!mount) throw new Error('openapi/ is not mounted the way this extractor expects');
  const raw = [];
  parseUrlConf(read, 'openapi.urls', '', undefined, raw);
  const routes = raw.map((route) => {
    const {path: template, exact, params} = regexToPath(route.regex);
    const out = {path: `/openapi/${template}`, exact};
    if (params.length) out.params = Object.fromEntries(params.map((p) => [p.name, p.pattern]));
    if (route.requires) out.requires = route.requires;
    out.urlconf = route.urlconf;
    if (route.schema) {
      out.schema = route.schema;
      out.auth = 'token';
      out.methods = {get: {responses: [{status: 200, body: route.schema === 'document' ? 'openapi' : 'html'}]}};
      return out;
    }
    out.view = `${route.module}.${route.view}`;
    const chain = viewChain(read, route.module, route.view);
    const security = viewSecurity(read, chain);
    out.auth = security.authentication;
    if (!security.permissionClassesRun) out.permissionClasses = 'skipped';
    if (security.viewPerms) out.viewPerms = security.viewPerms;
    const perms = route.permsConfig ? routePerms(read, route.permsConfig) : undefined;
    out.methods = {};
    for (const link of chain) {
      if (link.external) continue;
      for (const [name, method] of parseMethods(link.cls.body)) {
        if (!HTTP_METHODS.includes(name) || out.methods[name]) continue;
        const info = analyseMethod(read, link.module, link.text, method);
        if (perms) {
          // The console looks the method up in the route's table: a missing entry is a KeyError.
          info.perms = perms[name] ?? 'missing';
        }
        out.methods[name] = info;
      }
    }
    if (Object.keys(out.methods).length === 0) {
      throw new Error(`${out.view}: no HTTP method found (${route.urlconf})`);
    }
    return out;
  });
  const codes = new Set();
  for (const route of routes) {
    for (const method of Object.values(route.methods)) {
      if (Array.isArray(method.perms)) method.perms.forEach((code) => codes.add(code));
      (method.actionPerms ?? []).flat().forEach((code) => codes.add(code));
    }
  }
  const settingsText = read('goodrain_web/settings.py');
  const manage = /os\.environ\.get\("(\w+)",\s*""\)/.exec(read('openapi/v2/auth/authentication.py'))?.[1];
  return {
    repository: REPOSITORY,
    tag,
    commit,
    generatedBy: 'scripts/upstream/console-api.mjs',
    mount: {
      prefix: '/openapi/',
      setting: mount[1],
      default: /^IS_OPEN_API\s*=\s*os\.getenv\("IS_OPEN_API",\s*(\w+)\)/m.exec(settingsText)?.[1] ?? null,
    },
    manageToken: manage,
    permissions: permissionInfo(read, codes),
    routes,
  };
}

// ---------------------------------------------------------------- output

/** JSON with short arrays and flat objects on one line, so a changed field is a one-line diff. */
export function stringify(value, indent = '') {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Array.isArray(value) ? value.map((item) => [null, item]) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const render = ([key, item], inner) => `${key === null ? '' : `${JSON.stringify(key)}: `}${stringify(item, inner)}`;
  const line = `${open}${entries.map((entry) => render(entry, '')).join(', ')}${close}`;
  const scalars = entries.every(([, item]) => item === null || typeof item !== 'object');
  if (scalars && Array.isArray(value)) return line;
  const flat = entries.every(([, item]) => item === null || typeof item !== 'object' || JSON.stringify(item).length < 60);
  if (flat && line.length + indent.length <= 140) return line;
  const inner = `${indent} `;
  return `${open}\n${entries.map((entry) => `${inner}${render(entry, inner)}`).join(',\n')}\n${indent}${close}`;
}

function main(argv) {
  const check = argv.includes('--check');
  let status = 0;
  for (const version of Object.keys(RELEASES)) {
    const text = `${stringify(extract(version))}\n`;
    const file = fixturePath(version);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // a missing fixture differs
      }
      if (current !== text) {
        console.error(`${path.relative(ROOT, file)} differs from ${RELEASES[version]}`);
        status = 1;
      }
      continue;
    }
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
    console.log(`${path.relative(ROOT, file)}: ${Buffer.byteLength(text)} bytes`);
  }
  return status;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
