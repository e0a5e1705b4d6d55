// Replaces @docusaurus/theme-common/lib/utils/IntlUtils.js in both builds (../index.ts), so
// the server and the browser write the same text: the same hooks, returning a formatter from
// ../format (CLDR patterns for the theme's dates, Intl for anything else) instead of a new
// Intl.DateTimeFormat per render.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormatter} from '../format';

export function useCalendar() {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale].calendar;
}

export function useDateTimeFormat(options = {}) {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return dateFormatter(currentLocale, {calendar, ...options});
}
