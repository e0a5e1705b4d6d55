export default function useDocusaurusContext() {
  return {
    siteConfig: {baseUrl: '/'},
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh']},
  };
}
