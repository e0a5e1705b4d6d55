import MDXComponents from '@theme-original/MDXComponents';
import HighlightedCode from '@site/src/components/HighlightedCode';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The framework's MDX components plus two: tables scroll in a focusable box, and the code
 * blocks highlighted at build time (plugins/code-highlighting) render as HighlightedCode.
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  HighlightedCode,
};
