import {Prism} from 'prism-react-renderer';
// Grammars on top of the ones prism-react-renderer bundles (markup, css, javascript, yaml,
// json, markdown, go, python, sql…), for the code our pages show: shell, container files, the
// languages of the source-code builds, and the config formats of the gateway and platform.
// ES modules run in import order: prism-global makes Prism global for the grammar files.
import './prism-global';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-powershell.js';
import 'prismjs/components/prism-docker.js';
import 'prismjs/components/prism-java.js';
import 'prismjs/components/prism-markup-templating.js';
import 'prismjs/components/prism-php.js';
import 'prismjs/components/prism-csharp.js';
import 'prismjs/components/prism-nginx.js';
import 'prismjs/components/prism-ini.js';
import 'prismjs/components/prism-properties.js';
import 'prismjs/components/prism-toml.js';
import 'prismjs/components/prism-groovy.js';
import 'prismjs/components/prism-diff.js';
import './prism-global-end';

/** Whether Prism has a grammar for `language` (a name or an alias such as `sh`). */
export function hasGrammar(language: string): boolean {
  return Object.hasOwn(Prism.languages, language) && typeof Prism.languages[language] === 'object';
}

/**
 * Code → HTML: the text escaped, each token a `<span class="token …">`. A language without a
 * grammar (`text`, `promql`) comes back as escaped plain text.
 */
export function highlightToHtml(code: string, language: string | undefined): string {
  const name = language?.toLowerCase() ?? 'text';
  const grammar = hasGrammar(name) ? Prism.languages[name] : Prism.languages.plain;
  return Prism.highlight(code, grammar!, name);
}
