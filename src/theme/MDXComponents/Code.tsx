import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';

/**
 * Markdown `code` elements are only inline code here: fenced blocks become
 * `<HighlightedCode>` at build time (plugins/code-highlighting). The theme's version would
 * also import the client-side highlighter for blocks, on every page with Markdown.
 */
export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  return <CodeInline {...props} />;
}
