// The Markdown pages under a folder, recursively: shared by the upstream docs check and the
// tests that compare pages, their twins and their overviews.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/** Every `.md` and `.mdx` file under `directory`, as paths joined onto it. */
export function markdownFiles(directory) {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}
