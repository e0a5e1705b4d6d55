// Installer inputs per docs version (installer.json): the scripts under rainbond-console's
// script/ folder (the quick install that get.rainbond.com serves, its Windows twin, and the host
// installers the console runs), with the environment variables each reads, the defaults it gives
// them, its command-line flags, and the `docker run` it generates (ports, variables, container).
//
// The quick install scripts live in goodrain/rainbond-console, not goodrain/rainbond: at both tags
// goodrain/rainbond has no install script.
import {list, show, source, VERSIONS, writeFixture} from './lib/source.mjs';

const REPO = 'rainbond-console';
/** Variables the shell or the system sets; reading them is not an input to the script. */
const SHELL_VARIABLES = new Set([
  'BASH_SOURCE', 'EUID', 'HOME', 'HOSTNAME', 'IFS', 'LANG', 'OSTYPE', 'PATH', 'PPID', 'PWD', 'RANDOM', 'SHELL', 'UID', 'USER',
  'MAINPID', 'ID', 'ID_LIKE', 'NAME', 'VERSION_ID', 'VARIANT_ID', 'PRETTY_NAME', 'VERSION_CODENAME',
]);

function unique(values) {
  return [...new Set(values)].sort();
}

function shellScript(text) {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
  const assigned = new Set(
    [...code.matchAll(/(?:^|[\s;(&|])(?:export\s+|local\s+|readonly\s+|declare(?:\s+-\w+)*\s+)?([A-Za-z_][A-Za-z0-9_]*)\+?=/gm)].map((match) => match[1]),
  );
  for (const match of code.matchAll(/\b(?:read(?:\s+-\w+(?:\s+"[^"]*"|\s+'[^']*'|\s+\S+)?)*|for)\s+([A-Za-z_][A-Za-z0-9_]*)/g)) assigned.add(match[1]);
  const defaults = {};
  for (const match of code.matchAll(/\$\{([A-Z_][A-Z0-9_]*):?[-=]([^}]*)\}/g)) {
    const fallback = match[2].replace(/^['"]|['"]$/g, '');
    // A nested default (`${A:-${B:-c}}`) is cut at its first brace by the pattern: keep only whole ones.
    if (!fallback.includes('${')) defaults[match[1]] = fallback;
  }
  const read = unique(
    [...code.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)]
      .map((match) => match[1])
      .filter((name) => !SHELL_VARIABLES.has(name) && (!assigned.has(name) || name in defaults)),
  );
  const documented = unique([...text.matchAll(/^#\s+-\s+([A-Z_][A-Z0-9_]+)\s*$/gm)].map((match) => match[1]));
  const flags = unique([...code.matchAll(/^\s*"?(--?[a-z][a-z0-9-]*)"?(?:\s*\|\s*"?(--?[a-z][a-z0-9-]*)"?)*\s*\)/gm)].flatMap((match) => match.slice(1).filter(Boolean)));
  return {environment: read.map((name) => (name in defaults ? {name, default: defaults[name]} : {name})), documentedEnvironment: documented, flags};
}

function powershellScript(text) {
  const param = /param\(([^)]*)\)/i.exec(text);
  const parameters = param
    ? [...param[1].matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)\s*(?:=\s*"([^"]*)")?/g)].map((match) => (match[2] === undefined ? {name: match[1]} : {name: match[1], default: match[2]}))
    : [];
  const environment = unique([...text.matchAll(/\$env:([A-Za-z_][A-Za-z0-9_]*)/gi)].map((match) => match[1]));
  return {parameters, environment: environment.map((name) => ({name}))};
}

/** The `docker run` a quick install generates: published ports, variables, container, restart policy. */
function dockerRun(text) {
  const start = text.search(/docker run /);
  if (start === -1) return undefined;
  // The volume options are chosen per OS into VOLUME_OPTS before the command is assembled.
  const volumeOptions = [...text.matchAll(/VOLUME_OPTS="([^"]*)"/g)].map((match) => match[1]).join(' ');
  const command = `${text.slice(start, text.indexOf('"', start)).replace(/\\\n/g, ' ')} ${volumeOptions}`;
  const option = (pattern) => [...command.matchAll(pattern)].map((match) => match[1]);
  return {
    ports: option(/-p\s+(\S+)/g),
    environment: option(/-e\s+([A-Za-z_][A-Za-z0-9_]*)=/g),
    volumes: unique(option(/-v\s+(\S+)/g)),
    name: option(/--name[= ](\S+)/g)[0],
    restart: option(/--restart[= ](\S+)/g)[0],
    privileged: /--privileged/.test(command),
  };
}

/** Image tags a script builds (`…/rainbond:${VERSION}-k3s`), with the variables left as written. */
function images(text) {
  return unique([...text.matchAll(/RBD_IMAGE\s*=\s*"([^"]+)"/g)].map((match) => match[1]));
}

function extract(version) {
  const tag = VERSIONS[version][REPO];
  const paths = list(REPO, tag, 'script/').filter((path) => /\.(sh|ps1)$/.test(path) || /^script\/[a-z_]+$/.test(path));
  const scripts = {};
  for (const path of paths) {
    const text = show(REPO, tag, path);
    if (!/^#!|param\(/m.test(text.slice(0, 2000))) continue;
    const entry = path.endsWith('.ps1') ? powershellScript(text) : shellScript(text);
    const run = dockerRun(text);
    if (run) entry.dockerRun = run;
    const built = images(text);
    if (built.length) entry.images = built;
    scripts[path] = entry;
  }
  return {
    source: source(REPO, tag, paths),
    note: 'environment: variables a script reads that it does not set itself, with the default it gives them (${NAME:-default}); documentedEnvironment: the variables its header lists; flags: its command-line options; parameters: a PowerShell script\'s param() block; dockerRun.volumes: every volume option the script may pass (it picks them per OS and architecture).',
    scripts,
  };
}

for (const version of Object.keys(VERSIONS)) {
  const data = extract(version);
  const {file, bytes} = writeFixture(version, 'installer.json', data);
  console.log(`${file}: ${Object.keys(data.scripts).length} scripts, ${bytes} bytes`);
}
