// Extracts every link to the website that Rainbond's own software ships, from local mirrors of
// its repositories, into tests/fixtures/upstream/product-links.json. Run by hand when a release
// is added (the mirrors are not in CI; the fixture is committed and the route test reads it):
//
//   node scripts/upstream/product-links.mjs [--mirrors /work/.mirror] [--out <file>]
//
// What counts as a link, what is skipped and why: scripts/upstream/README.md.
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {
    mirrors: {type: 'string', default: process.env.UPSTREAM_MIRRORS ?? '/work/.mirror'},
    out: {type: 'string', default: 'tests/fixtures/upstream/product-links.json'},
  },
});

const REPOSITORIES = ['goodrain/rainbond-ui', 'goodrain/rainbond-console', 'goodrain/rainbond'];
/** The two documented releases (5.17 and V6.2 docs), then each repository's default branch. */
const TAGS = ['v5.17.3-release', 'v6.2.1-release'];

/** The site's own hosts. Every other *.rainbond.com host is a different service. */
const SITE_HOSTS = new Set(['www.rainbond.com', 'rainbond.com']);

/**
 * What the console prefixes its relative help paths with when nobody configured a documentation
 * address: the console backend's default DOCUMENT.platform_url (console/services/config_service.py),
 * which the UI also falls back to (src/models/global.js).
 */
const DEFAULT_PLATFORM_URL = 'https://www.rainbond.com/';

/**
 * Paths that are not Rainbond's own source: the console repository carries a compiled copy of the
 * UI and third-party bundles under www/static (the UI's links are read from rainbond-ui itself),
 * Go modules are vendored, lock files list packages.
 */
const SKIPPED_PATHS = [
  /^www\/static\//,
  /(^|\/)vendor\//,
  /(^|\/)node_modules\//,
  /(^|\/)(package-lock\.json|yarn\.lock|pnpm-lock\.yaml|go\.sum)$/,
  /\.min\.(js|css)$/,
];

/** Characters that end a URL in source text: quotes, brackets, whitespace, full-width punctuation. */
const URL_END = String.raw`\s"'\x60<>()\[\]{}\\，。；：！？、（）【】`;
const ABSOLUTE = new RegExp(String.raw`https?://([a-z0-9-]+(?:\.[a-z0-9-]+)*\.)?rainbond\.com(?![\w.-])(?::\d+)?[^${URL_END}]*`, 'gi');
/** Files the software embeds (a logo, a QR code), rather than pages it opens. */
const ASSET = /\.(png|jpe?g|gif|svg|webp|ico)$/i;
/** Sentence punctuation right after a URL in prose or a log message is not part of it. */
const TRAILING = /[.,;:!?*]+$/;

/**
 * The console's documentation base as the UI names it: `platform_url`, `platformUrl`, or a
 * `host` set from it in the same file (ImageVirtualMachineForm, AddServiceComponent).
 */
const BASE_NAME = String.raw`(?:[\w?.]*\.)?(?:platform_url|platformUrl|host)`;
const BASE_USE = new RegExp(String.raw`documentPlatform_url|platform_url`);
/** `${base}path…` in a template literal: the text up to the next `${` or backtick. */
const TEMPLATE_AFTER_BASE = new RegExp(String.raw`\$\{\s*${BASE_NAME}\s*\}([^\x60$]*)`, 'g');
/** `base + 'path'`. */
const CONCAT_AFTER_BASE = new RegExp(String.raw`\b${BASE_NAME}\s*\+\s*(['"])([^'"]*)\1`, 'g');
/** A quoted site path on its own (`'en/docs/…'`, a constant), in a file that uses the base. */
const QUOTED_SITE_PATH = /(['"`])((?:en\/|zh\/)?docs\/[^'"`$\s]*)\1/g;

function git(dir, ...command) {
  return execFileSync('git', ['-C', dir, ...command], {encoding: 'utf8', maxBuffer: 1 << 28}).trim();
}

/** The tags, then the branch HEAD names in the mirror (main for all three today; master is stale). */
function refsOf(dir) {
  const branch = git(dir, 'symbolic-ref', '--short', 'HEAD');
  return [...TAGS.map((name) => ({ref: name, kind: 'tag'})), {ref: branch, kind: 'branch'}].map((entry) => ({
    ...entry,
    commit: git(dir, 'rev-parse', `${entry.ref}^{commit}`),
    date: git(dir, 'log', '-1', '--format=%cI', entry.ref),
  }));
}

/** Text files of one commit, read in one `git cat-file --batch` call. */
function textFiles(dir, commit) {
  const tree = git(dir, 'ls-tree', '-r', '-z', '--full-tree', commit)
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [, type, object] = meta.split(' ');
      return {type, object, file};
    })
    .filter(({type, file}) => type === 'blob' && !SKIPPED_PATHS.some((pattern) => pattern.test(file)));
  const batch = spawnSync('git', ['-C', dir, 'cat-file', '--batch'], {
    input: tree.map(({object}) => object).join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  if (batch.status !== 0) throw new Error(`git cat-file failed in ${dir}: ${batch.stderr}`);
  const out = batch.stdout;
  const files = [];
  let missing = 0;
  let offset = 0;
  for (const {file} of tree) {
    const headerEnd = out.indexOf(10, offset);
    const header = out.subarray(offset, headerEnd).toString();
    offset = headerEnd + 1;
    if (header.endsWith(' missing')) {
      missing += 1;
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const body = out.subarray(offset, offset + size);
    offset += size + 1;
    // Binary files (a NUL byte early on) hold no links a reader clicks.
    if (body.subarray(0, 8000).includes(0)) continue;
    files.push({file, text: body.toString('utf8')});
  }
  return {files, missing};
}

function lineAt(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Site links in one file: absolute URLs, and relative help paths after the documentation base. */
function linksIn(text, otherHosts) {
  const found = [];
  for (const match of text.matchAll(ABSOLUTE)) {
    const written = match[0].replace(TRAILING, '');
    const host = new URL(written).hostname.toLowerCase();
    if (!SITE_HOSTS.has(host)) {
      otherHosts.set(host, (otherHosts.get(host) ?? 0) + 1);
      continue;
    }
    found.push({index: match.index, written, url: written});
  }
  if (BASE_USE.test(text)) {
    const relative = (index, piece, written) => {
      const trimmed = piece.trim();
      if (!/^\/?[\w-]/.test(trimmed) || /^\/?https?:/.test(trimmed)) return;
      found.push({index, written, url: new URL(trimmed.replace(/^\//, ''), DEFAULT_PLATFORM_URL).href});
    };
    for (const match of text.matchAll(TEMPLATE_AFTER_BASE)) relative(match.index, match[1], match[0]);
    // Where each `base + 'path'` string starts, so the quoted-path rule does not count it again.
    const concatenated = new Set();
    for (const match of text.matchAll(CONCAT_AFTER_BASE)) {
      concatenated.add(match.index + match[0].lastIndexOf(`${match[1]}${match[2]}${match[1]}`));
      relative(match.index, match[2], match[0]);
    }
    for (const match of text.matchAll(QUOTED_SITE_PATH)) {
      if (!concatenated.has(match.index)) relative(match.index, match[2], match[0]);
    }
  }
  return found.map(({index, written, url}) => ({line: lineAt(text, index), written, url: withReadableAnchor(url)}));
}

/** URL objects percent-encode a Chinese #anchor; the fixture keeps it readable, as the console shows it. */
function withReadableAnchor(url) {
  return url.replace(/#(.*)$/, (whole, hash) => {
    try {
      return `#${decodeURIComponent(hash)}`;
    } catch {
      return whole;
    }
  });
}

const sources = [];
const byUrl = new Map();
const otherHosts = new Map();
for (const repository of REPOSITORIES) {
  const dir = path.join(args.mirrors, repository.replace('/', '+'), 'repo');
  for (const {ref, kind, commit, date} of refsOf(dir)) {
    const {files, missing} = textFiles(dir, commit);
    let count = 0;
    for (const {file, text} of files) {
      for (const {line, written, url} of linksIn(text, otherHosts)) {
        count += 1;
        const where = {repository, ref, commit, file, line, written};
        const entry = byUrl.get(url) ?? {url, found: []};
        entry.found.push(where);
        byUrl.set(url, entry);
      }
    }
    sources.push({repository, ref, kind, commit, date, files: files.length, unreadable_blobs: missing, links: count});
    console.log(`${repository}@${ref} (${commit.slice(0, 12)}): ${count} links in ${files.length} text files${missing ? `, ${missing} blobs absent from the mirror` : ''}`);
  }
}

const links = [...byUrl.values()]
  .map((entry) => {
    const url = new URL(entry.url);
    return {
      url: entry.url,
      kind: ASSET.test(url.pathname) ? 'asset' : 'page',
      path: url.pathname,
      query: url.search,
      hash: entry.url.includes('#') ? entry.url.slice(entry.url.indexOf('#')) : '',
      found: entry.found,
    };
  })
  .sort((a, b) => a.url.localeCompare(b.url));

const fixture = {
  note: 'Generated by scripts/upstream/product-links.mjs from the mirrors of Rainbond\'s repositories; do not edit by hand. See scripts/upstream/README.md.',
  site_hosts: [...SITE_HOSTS],
  default_platform_url: DEFAULT_PLATFORM_URL,
  sources,
  links,
};
mkdirSync(path.dirname(args.out), {recursive: true});
writeFileSync(args.out, `${JSON.stringify(fixture, null, 1)}\n`);

const perRepository = REPOSITORIES.map(
  (repository) => `${repository}: ${links.filter(({found}) => found.some((where) => where.repository === repository)).length}`,
);
console.log(`\n${links.length} unique links (${perRepository.join(', ')}) -> ${args.out}`);
console.log(`other rainbond.com hosts skipped: ${[...otherHosts].sort().map(([host, n]) => `${host} (${n})`).join(', ')}`);
