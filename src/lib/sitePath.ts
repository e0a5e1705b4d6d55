/**
 * The path a URL names, written the one way the site serves it, as the production nginx
 * rewrites it (deploy/nginx.conf, `$canonical_path`): the previous English site's `/en` prefix
 * dropped, then `.html`, `/index.html` and trailing slashes. The Chinese home keeps its slash
 * (`/zh/`), as the site serves it.
 */
export function canonicalPath(path: string): string {
  const withoutEnglishPrefix = path === '/en' || path.startsWith('/en/') ? path.slice('/en'.length) : path;
  if (/^\/zh(?:\/|\/index\.html)?$/.test(withoutEnglishPrefix)) {
    return '/zh/';
  }
  return withoutEnglishPrefix.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}
