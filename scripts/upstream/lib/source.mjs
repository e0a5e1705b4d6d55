// Read-only access to the local bare mirrors of Rainbond's repositories, and the fixture writer.
// Every extractor reads a tag through here, so each fixture records the same repository/tag/commit
// triple that produced it.
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Where `fetch` puts the mirrors; override with UPSTREAM_MIRRORS for a different checkout. */
const MIRRORS = process.env.UPSTREAM_MIRRORS ?? '/work/.mirror';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/upstream');

/**
 * The release each docs version documents (see the facts' upstream.md). rainbond-operator has no
 * v5.17.3 tag; v5.17.2-release is the operator the 5.17.3 chart deploys.
 */
export const VERSIONS = {
  'v6.2': {
    rainbond: 'v6.2.1-release',
    'rainbond-chart': 'v6.2.1-release',
    'rainbond-ui': 'v6.2.1-release',
    'rainbond-console': 'v6.2.1-release',
    'rainbond-operator': 'v6.2.1-release',
  },
  '5.17': {
    rainbond: 'v5.17.3-release',
    'rainbond-chart': 'v5.17.3-release',
    'rainbond-ui': 'v5.17.3-release',
    'rainbond-console': 'v5.17.3-release',
    'rainbond-operator': 'v5.17.2-release',
  },
};

function gitDir(repo) {
  return join(MIRRORS, `goodrain+${repo}`, 'repo');
}

function git(repo, args) {
  return execFileSync('git', ['-C', gitDir(repo), ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** A file's text at a tag. */
export function show(repo, tag, path) {
  return git(repo, ['show', `${tag}:${path}`]);
}

/** Paths under `prefix` at a tag (files only, recursive). */
export function list(repo, tag, prefix) {
  return git(repo, ['ls-tree', '-r', '--name-only', tag, '--', prefix]).split('\n').filter(Boolean);
}

/** The provenance every fixture starts with. */
export function source(repo, tag, paths) {
  const commit = git(repo, ['rev-parse', `${tag}^{commit}`]).trim();
  return {repository: `goodrain/${repo}`, tag, commit, paths};
}

/**
 * JSON with one entry per line: an object or array whose members are scalars (or lists of scalars)
 * stays on one line when short, so a fixture is small and a changed key shows as a one-line diff.
 */
export function stringify(value, indent = '') {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Array.isArray(value) ? value.map((item) => [null, item]) : Object.entries(value);
  const render = ([key, item], inner) => `${key === null ? '' : `${JSON.stringify(key)}: `}${stringify(item, inner)}`;
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const scalar = (item) => item === null || typeof item !== 'object';
  const flat = entries.every(([, item]) => scalar(item) || Object.values(item).every(scalar));
  const line = `${open}${entries.map((entry) => render(entry, '')).join(', ')}${close}`;
  if (flat && line.length + indent.length <= 120) return line;
  const inner = `${indent} `;
  return `${open}\n${entries.map((entry) => `${inner}${render(entry, inner)}`).join(',\n')}\n${indent}${close}`;
}

/** Writes a fixture as stable, diff-friendly JSON and returns its size in bytes. */
export function writeFixture(version, name, data) {
  const file = join(FIXTURES, version, name);
  mkdirSync(dirname(file), {recursive: true});
  const text = `${stringify(data)}\n`;
  writeFileSync(file, text);
  return {file, bytes: Buffer.byteLength(text)};
}
