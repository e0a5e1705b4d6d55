// The Rainbond chart's values keys with their defaults, per docs version (chart-values.json).
//
// A key is valid for `--set` or a values file when the chart's values.yaml declares it or a template
// reads it (`.Values.a.b`): several options (gatewayIngressIPs, nodesForGateway, the per-component
// args/env) exist only as commented examples in values.yaml. A key is "open" when anything below it
// is the user's own structure: a list or empty map default, or a value the templates render whole
// (`toYaml`, `range`).
import {parse} from 'yaml';
import {list, show, source, VERSIONS, writeFixture} from './lib/source.mjs';

const REPO = 'rainbond-chart';

/** Chart directories at a tag: the root chart and its bundled subcharts (values prefixed by name). */
function chartDirs(tag) {
  const files = list(REPO, tag, '.');
  const subcharts = files
    .map((path) => /^charts\/([^/]+)\/Chart\.yaml$/.exec(path)?.[1])
    .filter(Boolean)
    .map((name) => ({dir: `charts/${name}/`, prefix: `${name}.`}));
  return {files, dirs: [{dir: '', prefix: ''}, ...subcharts]};
}

function flatten(value, path, keys) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) {
      keys[path] = {default: {}, open: true};
      return;
    }
    for (const [key, child] of entries) flatten(child, path ? `${path}.${key}` : key, keys);
    return;
  }
  keys[path] = Array.isArray(value) ? {default: value, open: true} : {default: value ?? null};
}

/** `.Values.x.y` references in templates, and whether each is rendered whole (so it is open). */
function templateReferences(text) {
  const references = new Map();
  for (const match of text.matchAll(/\$?\.Values((?:\.[A-Za-z0-9_-]+)+)/g)) {
    const key = match[1].slice(1);
    const line = text.slice(text.lastIndexOf('\n', match.index) + 1, text.indexOf('\n', match.index));
    const whole = new RegExp(`(toYaml\\s+\\$?\\.Values\\.${key.replace(/\./g, '\\.')}\\b|\\.Values\\.${key.replace(/\./g, '\\.')}\\s*\\|\\s*toYaml|range\\b[^}]*\\.Values\\.${key.replace(/\./g, '\\.')}\\s*\\}\\})`);
    references.set(key, (references.get(key) ?? false) || whole.test(line));
  }
  return references;
}

function extract(version) {
  const tag = VERSIONS[version][REPO];
  const {files, dirs} = chartDirs(tag);
  const keys = {};
  const paths = [];
  let chart;
  for (const {dir, prefix} of dirs) {
    const meta = parse(show(REPO, tag, `${dir}Chart.yaml`));
    if (!dir) chart = {name: meta.name, version: String(meta.version)};
    const own = {};
    flatten(parse(show(REPO, tag, `${dir}values.yaml`)) ?? {}, '', own);
    paths.push(`${dir}values.yaml`);
    const templates = files.filter((path) => path.startsWith(`${dir}templates/`));
    paths.push(`${dir}templates/`);
    const references = new Map();
    for (const path of templates) {
      for (const [key, whole] of templateReferences(show(REPO, tag, path))) {
        references.set(key, (references.get(key) ?? false) || whole);
      }
    }
    for (const [key, whole] of references) {
      const declared = own[key];
      if (declared) {
        if (whole && declared.default === null) declared.open = true;
        continue;
      }
      // A reference to a map the values declare (`if .Values.operator`) is not a key of its own.
      if (Object.keys(own).some((other) => other.startsWith(`${key}.`))) continue;
      own[key] = {default: null, template: true, ...(whole ? {open: true} : {})};
    }
    for (const [key, entry] of Object.entries(own)) keys[`${prefix}${key}`] = entry;
  }
  const sorted = Object.fromEntries(Object.entries(keys).sort(([a], [b]) => a.localeCompare(b)));
  return {
    source: source(REPO, tag, paths),
    chart,
    note: 'default: the value in values.yaml (null when absent or empty); template: read by a template but not declared in values.yaml; open: any key below is the user\'s own (lists, free maps, values rendered whole).',
    keys: sorted,
  };
}

for (const version of Object.keys(VERSIONS)) {
  const data = extract(version);
  const {file, bytes} = writeFixture(version, 'chart-values.json', data);
  console.log(`${file}: ${Object.keys(data.keys).length} keys, ${bytes} bytes (${data.chart.name} ${data.chart.version})`);
}
