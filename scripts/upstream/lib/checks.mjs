// The docs checks against the upstream fixtures: Rainbond chart values keys, grctl commands and
// flags, <Ui> console labels, and the verified_with front matter. Pure functions over a page's
// text and the fixtures; tests/unit/upstream-docs.test.ts runs them over every page, and
// scripts/upstream/check-docs.mjs prints them for writers.
import {readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {markdownFiles} from '../../lib/markdown-files.mjs';
import {normalizeLabel} from './labels.mjs';
import {nearest} from './levenshtein.mjs';
import {frontMatter, inlineCode, scan, uiLabels} from './markdown.mjs';
import {commandLines, POWERSHELL_LANGUAGES, SHELL_LANGUAGES, simpleCommands} from './shell.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = join(ROOT, 'tests/fixtures/upstream');

/** The release each docs version documents, as `verified_with` writes it. */
export const RELEASES = {'v6.2': 'v6.2.1', '5.17': 'v5.17.3'};

/**
 * What is checked: each docs version in both languages, and the blog. Blog posts are checked
 * against V6.2 unless a post records `verified_with: {rainbond: v5.17.3}`; a post describes its
 * date, so a how-to part that no longer holds is corrected or says so (see the README).
 */
export const SETS = [
  {root: 'docs', version: 'v6.2', language: 'en', kind: 'docs'},
  {root: 'versioned_docs/version-5.17', version: '5.17', language: 'en', kind: 'docs'},
  {root: 'i18n/zh/docusaurus-plugin-content-docs/current', version: 'v6.2', language: 'zh', kind: 'docs'},
  {root: 'i18n/zh/docusaurus-plugin-content-docs/version-5.17', version: '5.17', language: 'zh', kind: 'docs'},
  {root: 'blog', version: 'v6.2', language: 'en', kind: 'blog'},
  {root: 'i18n/zh/docusaurus-plugin-content-blog', version: 'v6.2', language: 'zh', kind: 'blog'},
];

export function loadFixtures(directory = FIXTURES) {
  const read = (version, name) => JSON.parse(readFileSync(join(directory, version, name), 'utf8'));
  return Object.fromEntries(
    Object.keys(RELEASES).map((version) => {
      const en = read(version, 'ui-labels.en.json').labels;
      const zh = read(version, 'ui-labels.zh.json').labels;
      return [
        version,
        {
          chart: read(version, 'chart-values.json'),
          grctl: read(version, 'grctl.json'),
          labels: {en: {list: en, set: new Set(en)}, zh: {list: zh, set: new Set(zh)}},
        },
      ];
    }),
  );
}

/** Pages of a set, repository-relative; the generated API reference (`api/<group>/…`) is left out. */
export function setFiles(set, root = ROOT) {
  return markdownFiles(join(root, set.root))
    .map((path) => relative(root, path))
    .filter((path) => !new RegExp(`^${set.root}/api/[^/]+/`).test(path));
}

// ---------------------------------------------------------------------------------------------
// Chart values

/** Key segments of a `--set` key: escaped dots kept inside a segment, list indexes dropped. */
function segments(key) {
  return key.split(/(?<!\\)\./).map((segment) => segment.replace(/\\\./g, '.').replace(/\[\d*\]$/, ''));
}

/** null when the chart has `key`, else the nearest keys it has. */
export function chartKeyProblem(key, chart) {
  const parts = segments(key);
  for (let length = 1; length <= parts.length; length++) {
    const entry = chart.keys[parts.slice(0, length).join('.')];
    if (!entry) continue;
    if (length === parts.length || entry.open) return null;
    break; // a scalar has no keys below it
  }
  const full = parts.join('.');
  if (isDeclaredMap(full, chart)) return null;
  return {nearest: [...new Set([...related(parts[parts.length - 1], Object.keys(chart.keys)), ...nearest(full, Object.keys(chart.keys))])].slice(0, 3)};
}

/**
 * Keys that share a word with the claim's last segment (`containerdRuntimePath` → the chart's
 * `useK3sContainerd`): the same option under another name is often the answer, and edit distance
 * over the whole path misses it.
 */
function related(segment, keys) {
  const words = segment
    .split(/(?<=[a-z0-9])(?=[A-Z])|[_-]/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 5);
  return keys.filter((key) => words.some((word) => key.toLowerCase().split('.').pop()?.includes(word))).slice(0, 2);
}

/** A map the chart declares (`Cluster.imageHub`) is a valid key to name or set as a whole. */
function isDeclaredMap(full, chart) {
  return Object.keys(chart.keys).some((other) => other.startsWith(`${full}.`));
}

/** Leaf keys of a values document: a map recurses, anything else (list, scalar) is a key. */
export function valuesKeys(document, prefix = '') {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return prefix ? [prefix] : [];
  const entries = Object.entries(document);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, value]) => valuesKeys(value, prefix ? `${prefix}.${key}` : key));
}

const RAINBOND_CHARTS = new Set(['rainbond', 'rainbond-cluster']);
/** Top-level keys that only the Rainbond chart has. */
const RAINBOND_SECTIONS = ['Cluster', 'Component', 'useK3sContainerd'];

/**
 * The chart a helm install/upgrade/template command names, when it is the Rainbond chart:
 * {name, exact} (exact: false for a glob such as `rainbond-*.tgz`, which matches either chart).
 */
export function rainbondChart(reference) {
  const repository = /^[\w.-]+\/([\w.-]+)$/.exec(reference);
  if (repository && !reference.startsWith('.') && RAINBOND_CHARTS.has(repository[1])) return {name: repository[1], exact: true};
  const base = reference.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!/\.tgz$/.test(base) && !/^rainbond-chart$/.test(base)) return null;
  if (base === 'rainbond-chart') return {name: 'rainbond-chart', exact: false};
  const name = base.replace(/\.tgz$/, '').replace(/-(?:v?\d|\*)[\w.*-]*$/, '');
  if (!RAINBOND_CHARTS.has(name)) return null;
  return {name, exact: !base.includes('*')};
}

/** Options of helm install/upgrade/template that take a value (so the value is not a positional). */
const HELM_VALUE_OPTIONS = new Set([
  '-n', '--namespace', '-f', '--values', '--version', '--repo', '--kubeconfig', '--kube-context', '-o', '--output',
  '--timeout', '--description', '--post-renderer', '--post-renderer-args', '--name-template', '--username', '--password',
  '--ca-file', '--cert-file', '--key-file', '--keyring', '--api-versions', '-a', '--kube-version', '--output-dir',
  '--show-only', '-s', '--set', '--set-string', '--set-file', '--set-json', '--set-literal', '--history-max', '--registry-config',
  '--repository-cache', '--repository-config', '--kube-apiserver', '--kube-as-user', '--kube-as-group', '--kube-token',
]);
const SET_OPTIONS = new Set(['--set', '--set-string', '--set-file', '--set-json', '--set-literal']);

/** A helm install/upgrade/template command: {chart, sets: [key], valuesFiles: [file]} or null. */
export function helmCommand({program, args}) {
  if (program !== 'helm' || !['install', 'upgrade', 'template'].includes(args[0])) return null;
  const positionals = [];
  const sets = [];
  const valuesFiles = [];
  for (let index = 1; index < args.length; index++) {
    const argument = args[index];
    const [option, inline] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    if (!option.startsWith('-')) {
      positionals.push(argument);
      continue;
    }
    const value = inline ?? (HELM_VALUE_OPTIONS.has(option) ? args[++index] : undefined);
    if (value === undefined) continue;
    if (SET_OPTIONS.has(option)) {
      for (const pair of value.split(/,(?![^{]*\})/)) {
        const key = pair.split('=')[0];
        if (key) sets.push(key);
      }
    }
    if (option === '-f' || option === '--values') valuesFiles.push(value);
  }
  const chart = positionals[positionals.length - 1];
  return chart ? {chart, sets, valuesFiles} : null;
}

// ---------------------------------------------------------------------------------------------
// grctl

/** Words that stand for something the reader fills in (`<team>` arrives as `__team__`). */
const PLACEHOLDER = /^(?:__.+__|\.{2,}|…|\[.*\]|\{.*\}|\$.*)$/;

/** Problems of one grctl invocation against a version's command tree: [{message, nearest}]. */
export function grctlProblems(args, tree) {
  const helpFlags = tree.builtins.flags;
  let node = {
    name: 'grctl',
    flags: [...tree.globalFlags, ...helpFlags, ...tree.builtins.rootFlags],
    subcommands: [...tree.commands, ...tree.builtins.commands],
  };
  const path = ['grctl'];
  const problems = [];
  let positional = false;
  for (let index = 0; index < args.length; index++) {
    const argument = args[index];
    if (argument === '--') break;
    // `grctl <group> -h`, `grctl tenant ...`: a placeholder stands for any word, so the rest is unknown.
    if (PLACEHOLDER.test(argument)) break;
    if (/^-{1,2}[A-Za-z]/.test(argument)) {
      const name = argument.replace(/^-{1,2}/, '').split('=')[0];
      const flags = node === null ? [] : node.flags ?? [];
      const flag = [...flags, ...helpFlags].find((candidate) => candidate.name === name || (candidate.aliases ?? []).includes(name));
      if (!flag) {
        const names = [...flags, ...helpFlags].flatMap((candidate) => [`--${candidate.name}`, ...(candidate.aliases ?? []).map((alias) => (alias.length === 1 ? `-${alias}` : `--${alias}`))]);
        problems.push({message: `${path.join(' ')} has no flag ${argument.split('=')[0]}`, nearest: nearest(argument.split('=')[0], names)});
      } else if (flag.value && !argument.includes('=')) {
        index++;
      }
      continue;
    }
    if (positional) continue;
    const subcommands = node.subcommands ?? [];
    const next = subcommands.find((candidate) => candidate.name === argument || (candidate.aliases ?? []).includes(argument));
    if (next) {
      node = {...next, subcommands: next.subcommands ? [...next.subcommands, ...tree.builtins.commands] : undefined};
      path.push(argument);
      continue;
    }
    if (subcommands.length && !node.action) {
      problems.push({message: `${path.join(' ')} has no command ${argument}`, nearest: nearest(argument, subcommands.flatMap((candidate) => [candidate.name, ...(candidate.aliases ?? [])]))});
      break;
    }
    positional = true;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Commands on a page

/** Tools whose use makes a page one "with commands" that must record verified_with. */
export const PRODUCT_TOOLS = new Set(['helm', 'kubectl', 'grctl', 'docker', 'nerdctl', 'crictl', 'ctr', 'k3s', 'rke2', 'curl', 'wget', 'Invoke-WebRequest', 'iwr']);

/** Whether a simple command runs one of PRODUCT_TOOLS or an install script (`bash ./install.sh`, `.\install-rainbond.ps1`). */
export function isProductCommand({program, args}) {
  const base = program.split(/[\\/]/).pop() ?? program;
  if (PRODUCT_TOOLS.has(base)) return true;
  // Rainbond's install scripts (install.sh, install-rainbond.ps1, install-dind.ps1), not a demo's own.
  const installer = /install[^/\\]*\.(sh|ps1)$/;
  if (installer.test(base)) return true;
  return ['bash', 'sh', 'powershell', 'pwsh'].includes(base) && args.some((argument) => installer.test(argument));
}

/** `<placeholder>` words (`<team-name>`) become plain words, so they are not read as redirections. */
function withoutPlaceholders(text) {
  return text.replace(/(^|[^<\w])<([A-Za-z](?:[^<>\n]*[^<>\s])?)>/g, (_, before, name) => `${before}__${name.replace(/\s+/g, '_')}__`);
}

/** Commands of a page: [{program, args, redirects, line, heredoc?, inline}]. */
export function pageCommands(blocks, prose) {
  const commands = [];
  for (const block of blocks) {
    if (!SHELL_LANGUAGES.has(block.lang) && !POWERSHELL_LANGUAGES.has(block.lang)) continue;
    for (const logical of commandLines(block)) {
      for (const command of simpleCommands(withoutPlaceholders(logical.text))) {
        commands.push({...command, line: logical.line, heredoc: logical.heredoc, inline: false});
      }
    }
  }
  for (const {text, line} of prose) {
    if (!/`(?:sudo\s+)?(?:helm|grctl)\b/.test(text)) continue;
    for (const {code} of inlineCode(text)) {
      if (!/^(?:sudo\s+)?(?:helm|grctl)(?:\s|$)/.test(code)) continue;
      for (const command of simpleCommands(withoutPlaceholders(code))) commands.push({...command, line, inline: true});
    }
  }
  return commands;
}

// ---------------------------------------------------------------------------------------------
// A page

function finding(check, file, line, claim, message, near = []) {
  return {check, file, line, claim, message, nearest: near};
}

function verifiedRelease(value) {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && typeof value.rainbond === 'string') {
    return value.rainbond;
  }
  return null;
}

/** The fixtures version a page is checked against: its set's, or a blog post's verified_with. */
export function pageVersion(set, data) {
  if (set.kind !== 'blog') return set.version;
  const release = verifiedRelease(data.verified_with);
  const version = Object.keys(RELEASES).find((candidate) => RELEASES[candidate] === release);
  return version ?? set.version;
}

/** Every finding of one page. */
export function checkPage(file, source, set, fixtures) {
  const {data} = frontMatter(source, 'verified_with');
  const version = pageVersion(set, data);
  const {chart, grctl, labels} = fixtures[version];
  const {blocks, prose} = scan(source);
  const commands = pageCommands(blocks, prose);
  const findings = [];

  // Chart keys: --set on Rainbond chart commands, the chart's name, values files, inline keys.
  const valuesFiles = new Set();
  let otherCharts = 0;
  for (const command of commands) {
    const helm = helmCommand(command);
    const target = helm && rainbondChart(helm.chart);
    if (helm && !target) otherCharts++;
    if (!target) continue;
    if (target.exact && target.name !== chart.chart.name) {
      findings.push(finding('chart', file, command.line, helm.chart, `the Rainbond chart of ${RELEASES[version]} is ${chart.chart.name}, not ${target.name}`, [chart.chart.name]));
    }
    for (const key of helm.sets) {
      const problem = chartKeyProblem(key, chart);
      if (problem) findings.push(finding('chart', file, command.line, key, `the ${chart.chart.name} chart of ${RELEASES[version]} has no value ${key}`, problem.nearest));
    }
    for (const values of helm.valuesFiles) valuesFiles.add(values.split('/').pop());
  }
  const snippets = blocks
    .filter((block) => ['yaml', 'yml'].includes(block.lang) && /values/i.test(block.title))
    .map((block) => ({name: block.title.split(/[\s（(]/)[0].split('/').pop(), line: block.line + 1, text: block.lines.map((entry) => entry.text).join('\n')}));
  for (const command of commands) {
    const target = command.redirects.find((redirect) => /^>{1,2}$/.test(redirect.op) && /values[^/]*\.ya?ml$/.test(redirect.target));
    if (command.heredoc && target) {
      snippets.push({name: target.target.split('/').pop(), line: command.line + 1, text: command.heredoc.lines.map((entry) => entry.text).join('\n')});
    }
  }
  for (const snippet of snippets) {
    let document;
    try {
      document = parse(snippet.text);
    } catch {
      continue; // unparseable YAML is the code-blocks test's finding
    }
    if (!document || typeof document !== 'object' || Array.isArray(document)) continue;
    // Rainbond's values when it has a section only that chart has, is the -f file of a Rainbond
    // chart command, or sits on a page whose only chart is Rainbond's (`operator.env` excerpts).
    const onlyRainbond = valuesFiles.size > 0 && otherCharts === 0;
    const rainbond = valuesFiles.has(snippet.name) || onlyRainbond || RAINBOND_SECTIONS.some((section) => section in document);
    if (!rainbond) continue;
    for (const key of valuesKeys(document)) {
      const problem = chartKeyProblem(key, chart);
      if (problem) findings.push(finding('chart', file, snippet.line, key, `the ${chart.chart.name} chart of ${RELEASES[version]} has no value ${key}`, problem.nearest));
    }
  }
  for (const {text, line} of prose) {
    if (!/`(?:--set(?:-string)?[ =])?(?:Cluster|Component|useK3sContainerd)\b/.test(text)) continue;
    for (const {code} of inlineCode(text)) {
      const match = /^(?:--set(?:-string)?[ =])?((?:Cluster|Component)\.[\w.\-[\]\\]+|useK3sContainerd)(?:=.*)?$/.exec(code);
      if (!match) continue;
      const problem = chartKeyProblem(match[1], chart);
      if (problem) findings.push(finding('chart', file, line, match[1], `the ${chart.chart.name} chart of ${RELEASES[version]} has no value ${match[1]}`, problem.nearest));
    }
  }

  // grctl commands and flags.
  for (const command of commands) {
    if (command.program !== 'grctl') continue;
    for (const problem of grctlProblems(command.args, grctl)) {
      findings.push(finding('grctl', file, command.line, ['grctl', ...command.args].join(' '), `${problem.message} in ${RELEASES[version]}`, problem.nearest));
    }
  }

  // Console labels.
  const language = set.language;
  let hasLabels = false;
  for (const {text, line} of prose) {
    for (const raw of uiLabels(text)) {
      hasLabels = true;
      const label = normalizeLabel(raw);
      if (labels[language].set.has(label)) continue;
      findings.push(finding('ui', file, line, label, `the ${language === 'zh' ? 'Chinese' : 'English'} console of ${RELEASES[version]} shows no label "${label}"`, nearest(label, labels[language].list)));
    }
  }

  // verified_with.
  const release = verifiedRelease(data.verified_with);
  const expected = set.kind === 'docs' ? [RELEASES[set.version]] : Object.values(RELEASES);
  if (data.verified_with !== undefined && (!release || !expected.includes(release))) {
    findings.push(finding('verified', file, 1, `verified_with: ${JSON.stringify(data.verified_with)}`, `verified_with must be {rainbond: ${expected.join(' | ')}}`, expected));
  }
  if (set.kind === 'docs' && data.verified_with === undefined) {
    const commandLine = commands.find((command) => !command.inline && isProductCommand(command));
    if (commandLine || hasLabels) {
      const why = commandLine ? `runs ${commandLine.program} (line ${commandLine.line})` : 'names console labels';
      findings.push(finding('verified', file, 1, 'verified_with', `the page ${why} but records no verified_with: {rainbond: ${RELEASES[set.version]}}`));
    }
  }
  return findings;
}

/** Every finding of every page of every set, with the set's version and language. */
export function checkAll(fixtures = loadFixtures(), root = ROOT) {
  return SETS.flatMap((set) =>
    setFiles(set, root).flatMap((file) =>
      checkPage(file, readFileSync(join(root, file), 'utf8'), set, fixtures).map((entry) => ({...entry, version: set.version, language: set.language, kind: set.kind})),
    ),
  );
}

/** One line per finding, as a failure prints it. */
export function formatFinding(entry) {
  const near = entry.nearest.length ? ` (nearest: ${entry.nearest.map((value) => JSON.stringify(value)).join(', ')})` : '';
  return `${entry.file}:${entry.line}: [${entry.check}] ${entry.claim}: ${entry.message}${near}`;
}

// ---------------------------------------------------------------------------------------------
// Allowlist

export const ALLOWLIST = join(FIXTURES, 'allowlist.json');

export function readAllowlist(path = ALLOWLIST) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function allowKey(entry) {
  return `${entry.check}\u0000${entry.file}\u0000${entry.claim}`;
}

/** Findings the allowlist does not cover, and allowlist entries no finding needs any more. */
export function compareWithAllowlist(findings, allowlist) {
  const allowed = new Set(allowlist.entries.map(allowKey));
  const found = new Set(findings.map(allowKey));
  return {
    unexpected: findings.filter((entry) => !allowed.has(allowKey(entry))),
    stale: allowlist.entries.filter((entry) => !found.has(allowKey(entry))),
  };
}

/** The allowlist entry of a finding. */
export function allowEntry(entry, reason) {
  return {check: entry.check, file: entry.file, claim: entry.claim, reason};
}
