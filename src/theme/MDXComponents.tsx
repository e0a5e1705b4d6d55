import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Adds one mapping to the framework's MDX components: tables scroll in a focusable box. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
