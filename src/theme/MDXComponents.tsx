import MDXComponents from '@theme-original/MDXComponents';
import HighlightedCode from '@site/src/components/HighlightedCode';
import ScrollableTable from '@site/src/components/ScrollableTable';
import UiLabel from '@site/src/components/UiLabel';

/**
 * The framework's MDX components plus three: tables scroll in a focusable box, the code
 * blocks highlighted at build time (plugins/code-highlighting) render as HighlightedCode, and
 * `<Ui>` marks a console label (checked against the console's strings, see UiLabel).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  HighlightedCode,
  Ui: UiLabel,
};
