// Cluster components and their default ports, per docs version (components.json).
//
// - chart: the RbdComponent resources the Rainbond chart creates (what a Helm install runs);
// - operator: every component rainbond-operator can reconcile (controllers/add_handler.go), with the
//   ports its handler declares: Service ports, container ports, probe ports, listen addresses in
//   arguments, port numbers in embedded configuration, and environment variables that override one;
// - operatorEnvironment: every GetenvDefault("NAME", "literal") the operator reads (its settings);
// - listenFlags: the address and port flags of Rainbond's own binaries with their defaults, the
//   values a component's `args` can override.
import {execFileSync} from 'node:child_process';
import {list, show, source, VERSIONS, writeFixture} from './lib/source.mjs';

function unique(values) {
  return [...new Set(values)];
}

function chartComponents(tag) {
  const path = 'templates/rbdcomponent_helm.yaml';
  const text = show('rainbond-chart', tag, path);
  const names = [...text.matchAll(/kind:\s*RbdComponent\s*\n\s*metadata:\s*\n(?:\s+[^\n]*\n)*?\s{2,4}name:\s*([\w-]+)/g)].map((match) => match[1]);
  return {path, names: unique(names)};
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Ports a handler file declares, each with how it is declared. */
function handlerPorts(text) {
  const ports = [];
  const add = (port, kind, extra = {}) => ports.push({port: Number(port), kind, ...extra});
  for (const match of text.matchAll(/(Target)?Port:\s*(?:intstr\.FromInt\((\d+)\)|(\d+))/g)) {
    if (match[1]) continue; // the target of a Service port repeats the port
    add(match[2] ?? match[3], match[2] ? 'probe' : 'service');
  }
  for (const match of text.matchAll(/ContainerPort:\s*(\d+)/g)) add(match[1], 'container');
  for (const match of text.matchAll(/HostPort:\s*(\d+)/g)) add(match[1], 'host');
  for (const match of text.matchAll(/"(--[a-z-]+)[= ][^"]*?:(\d{2,5})"/g)) add(match[2], 'argument', {flag: match[1]});
  for (const match of text.matchAll(/^\s*-?\s*(?:port|addr):\s*(\d{2,5})\s*$/gm)) add(match[1], 'configuration');
  for (const match of text.matchAll(/GetenvDefault\("([A-Z_]*PORT[A-Z_]*)",\s*"(\d+)"\)/g)) add(match[2], 'environment', {env: match[1]});
  for (const match of text.matchAll(/\bport\s*=\s*"(\d+)"/g)) add(match[1], 'default');
  const seen = new Set();
  return ports
    .filter((entry) => {
      const key = JSON.stringify(entry);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.port - b.port || a.kind.localeCompare(b.kind));
}

function operator(tag) {
  const repo = 'rainbond-operator';
  const registry = show(repo, tag, 'controllers/add_handler.go');
  const variables = [...registry.matchAll(/AddHandlerFunc\(handler\.(\w+),/g)].map((match) => match[1]);
  const files = list(repo, tag, 'controllers/handler/').filter((path) => path.endsWith('.go') && !path.endsWith('_test.go'));
  const texts = new Map(files.map((path) => [path, show(repo, tag, path)]));
  const components = [];
  for (const variable of variables) {
    for (const [path, text] of texts) {
      const match = new RegExp(`\\b${variable}\\s*=\\s*"([^"]+)"`).exec(text);
      if (!match) continue;
      components.push({name: match[1], handler: path, ports: handlerPorts(text)});
      break;
    }
  }
  components.sort((a, b) => a.name.localeCompare(b.name));

  const settings = new Map();
  for (const path of list(repo, tag, '.').filter((file) => file.endsWith('.go') && !file.startsWith('vendor/') && !file.endsWith('_test.go'))) {
    for (const match of show(repo, tag, path).matchAll(/GetenvDefault\("([A-Za-z_][A-Za-z0-9_]*)",\s*"([^"]*)"\)/g)) {
      settings.set(match[1], match[2]);
    }
  }
  const environment = [...settings].sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => ({name, default: value}));
  return {components, environment, paths: ['controllers/add_handler.go', 'controllers/handler/', '**/*.go (GetenvDefault)']};
}

function listenFlags(tag) {
  const out = execFileSync(
    'git',
    ['-C', `${process.env.UPSTREAM_MIRRORS ?? '/work/.mirror'}/goodrain+rainbond/repo`, 'grep', '-nE', 'Var\\(&[^,]+, *"[a-z0-9-]*(port|addr)[a-z0-9-]*",', tag, '--', '*.go', ':!vendor', ':!*_test.go'],
    {encoding: 'utf8', maxBuffer: 16 * 1024 * 1024},
  );
  const flags = [];
  for (const line of out.split('\n').filter(Boolean)) {
    const [, path] = line.split(':');
    const match = /Var\(&[^,]+,\s*"([a-z0-9-]+)",\s*("[^"]*"|[0-9]+)/.exec(line);
    if (!match) continue;
    flags.push({flag: `--${match[1]}`, default: match[2].startsWith('"') ? match[2].slice(1, -1) : Number(match[2]), file: path});
  }
  const seen = new Set();
  return flags
    .filter((flag) => {
      const key = `${flag.flag} ${flag.file}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.flag.localeCompare(b.flag));
}

for (const version of Object.keys(VERSIONS)) {
  const tags = VERSIONS[version];
  const chart = chartComponents(tags['rainbond-chart']);
  const reconciled = operator(tags['rainbond-operator']);
  const data = {
    sources: [
      source('rainbond-chart', tags['rainbond-chart'], [chart.path]),
      source('rainbond-operator', tags['rainbond-operator'], reconciled.paths),
      source('rainbond', tags.rainbond, ['**/*.go (address and port flags)']),
    ],
    note: 'kind: service (a Service port), container, host (hostPort), probe (a health probe port), argument (a listen address passed to the binary), configuration (a port in configuration the operator writes), environment (a default that the named operator variable overrides), default (the fallback when a label sets no port).',
    chart: chart.names,
    operator: reconciled.components,
    operatorEnvironment: reconciled.environment,
    listenFlags: listenFlags(tags.rainbond),
  };
  const {file, bytes} = writeFixture(version, 'components.json', data);
  console.log(`${file}: ${data.chart.length} chart components, ${data.operator.length} operator components, ${data.listenFlags.length} listen flags, ${bytes} bytes`);
}
