// Stands in for @docusaurus/theme-classic/lib/prism-include-languages in the bundle every
// page loads: code is highlighted at build time (see ../README.md), so no page needs Prism.
export {};
