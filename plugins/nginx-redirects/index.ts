import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {nginxRedirectMap, type Redirect} from './map';

/** Folder inside each locale's output for files the server reads and never serves. */
export const SERVER_DIR = '_server';

export interface Options {
  readonly redirects: readonly Redirect[];
}

/**
 * nginx-redirects: the same list the client redirect pages are made from, written as an
 * nginx map (`<outDir>/_server/redirects.map`) so production answers old URLs with a real
 * HTTP 301 instead of a page that redirects in the browser. See ../README.md.
 */
export default function nginxRedirects(context: LoadContext, options: Options): Plugin {
  return {
    name: 'nginx-redirects',
    async postBuild({outDir}) {
      const file = path.join(outDir, SERVER_DIR, 'redirects.map');
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, nginxRedirectMap(options.redirects, context.baseUrl));
    },
  };
}
