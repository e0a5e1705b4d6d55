/**
 * External addresses the marketing pages link to. Only these hosts are linked from the
 * pages; every other link is an internal route.
 */
export const GITHUB_URL = 'https://github.com/goodrain/rainbond';
/** Where the docs are written: "Edit this page" links and the issues page feedback opens. */
export const DOCS_REPOSITORY = 'https://github.com/goodrain/rainbond-docs';
export const APP_STORE_URL = 'https://hub.grapps.cn';
export const APP_STORE_HOST = 'hub.grapps.cn';
export const CLOUD_URL = 'https://run.rainbond.com';

/** Feishu forms of the Rainbond team (they open on Feishu; nothing is posted from this site). */
export const CONTACT_FORM_URL = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
export const DEMO_FORM_URL = 'https://rainbond.feishu.cn/share/base/form/shrcngJKwbek0nbP1bBIcFA5g6d';
export const RAINSTORE_CONTACT_URL = 'https://rainbond.feishu.cn/share/base/shrcnv2iqnRsNJM6Y3hN5VhTJvg';
export const PARTNER_FORM_URL = 'https://rainbond.feishu.cn/share/base/form/shrcnywQpD9yBvs21AAbXMCfXWb';
