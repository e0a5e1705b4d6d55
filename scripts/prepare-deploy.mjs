// Readies build/ for the production nginx (deploy/nginx.conf). Run last, after the search
// index: `node scripts/prepare-deploy.mjs [buildDir]`.
//
// 1. Content-Security-Policy, written to <build>/_server/security-headers.conf. Docusaurus
//    puts a few inline scripts in its pages (the colour-mode script on every page, the
//    base-URL check on the home pages) and our page template one more (the bundle's loader,
//    plugins/lean-client-bundle/page-template.ts); each is allowed by its SHA-256, so the
//    policy needs neither 'unsafe-inline' nor 'unsafe-eval' for scripts. Script hosts are allowed only when
//    a page loads a script from them, which happens only when a deployment configures
//    analytics (src/lib/analytics.ts); the hosted search service is allowed only when it is
//    configured (ALGOLIA_APP_ID, as for the build).
// 2. Pre-compressed copies (.br and .gz) of text files, served by nginx's brotli_static and
//    gzip_static so no request pays for compression.
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const BUILD = path.resolve(process.argv[2] ?? 'build');
const SERVER_DIR = '_server';
const COMPRESSIBLE = new Set(['.html', '.md', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest']);
/** Below this size a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;
/** 11 is the smallest output; lower it (BROTLI_QUALITY=5) for quicker local builds. */
const BROTLI_QUALITY = Number(process.env.BROTLI_QUALITY ?? 11);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== SERVER_DIR) yield* walk(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

/** Pages left by plugin-client-redirects; nginx answers their URLs with a 301 first. */
const isRedirectStub = (html) => /<meta[^>]+http-equiv=["']?refresh/i.test(html);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /\btype=["']?application\/(?:ld\+)?json/i;

/** Hashes of executable inline scripts and origins of external scripts in one page. */
function scriptsOf(html, hashes, origins) {
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) {
      if (/^https?:\/\//i.test(src)) origins.add(new URL(src).origin);
    } else if (!DATA_TYPES.test(attributes) && body.length > 0) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
}

function algoliaOrigins() {
  const appId = process.env.ALGOLIA_APP_ID?.trim();
  if (!appId) return [];
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error(`ALGOLIA_APP_ID is not an application id: ${appId}`);
  return [`https://${appId}-dsn.algolia.net`, `https://${appId}-1.algolianet.com`, `https://${appId}-2.algolianet.com`, `https://${appId}-3.algolianet.com`];
}

function contentSecurityPolicy({hashes, scriptOrigins, connectOrigins}) {
  const list = (...items) => items.flat().join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the search index's WebAssembly compile; it does not allow eval().
    `script-src ${list("'self'", "'wasm-unsafe-eval'", [...hashes].sort(), [...scriptOrigins].sort())}`,
    // React and the diagram renderer set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', [...scriptOrigins].sort())}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", [...scriptOrigins].sort(), connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function compress(file) {
  const ext = path.extname(file);
  if (!COMPRESSIBLE.has(ext)) return null;
  const {size} = await stat(file);
  if (size < MIN_BYTES) return null;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzip(data, {level: 9}),
  ]);
  const result = {size, br: size, gz: size};
  // A copy that is not smaller is left out; nginx then serves the original.
  if (br.length < size) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < size) {
    await writeFile(`${file}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

async function main() {
  const started = Date.now();
  const hashes = new Set();
  const scriptOrigins = new Set();
  const files = [];
  for await (const file of walk(BUILD)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    files.push(file);
    if (file.endsWith('.html')) {
      const html = await readFile(file, 'utf8');
      if (!isRedirectStub(html)) scriptsOf(html, hashes, scriptOrigins);
    }
  }

  const policy = contentSecurityPolicy({hashes, scriptOrigins, connectOrigins: algoliaOrigins()});
  await mkdir(path.join(BUILD, SERVER_DIR), {recursive: true});
  await writeFile(
    path.join(BUILD, SERVER_DIR, 'security-headers.conf'),
    `# Generated by scripts/prepare-deploy.mjs from the built pages; do not edit.\nadd_header Content-Security-Policy "${policy}" always;\n`,
  );

  // zlib runs on libuv's thread pool; a few more jobs than cores keeps it busy.
  const totals = {files: 0, size: 0, br: 0, gz: 0};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const result = await compress(files[next++]);
      if (!result) continue;
      totals.files += 1;
      totals.size += result.size;
      totals.br += result.br;
      totals.gz += result.gz;
    }
  };
  await Promise.all(Array.from({length: Math.max(2, os.availableParallelism() * 2)}, worker));

  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `prepare-deploy: CSP with ${hashes.size} script hashes and ${scriptOrigins.size} script hosts; ` +
      `${totals.files} files compressed, ${mb(totals.size)} → br ${mb(totals.br)}, gzip ${mb(totals.gz)} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
