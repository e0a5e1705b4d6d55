// Stands in for @docusaurus/theme-classic/lib/prism-include-languages in the bundle every
// page loads. The languages are registered by src/theme/CodeBlock instead. See ../README.md.
export {};
