export default function useDocusaurusContext() {
  return {
    siteConfig: {baseUrl: '/', url: 'https://www.rainbond.com', customFields: {buildCommit: 'abc1234'}},
    i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh']},
  };
}
