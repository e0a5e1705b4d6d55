import {describe, expect, it} from 'vitest';
import {analyticsScripts} from './analytics';

describe('analytics scripts come from the environment only', () => {
  it('adds nothing by default', () => {
    expect(analyticsScripts({})).toEqual([]);
    expect(analyticsScripts({SITE_STATISTICS_SCRIPT_URL: '  '})).toEqual([]);
  });

  it('loads the statistics script async and the heat map deferred', () => {
    expect(
      analyticsScripts({
        SITE_STATISTICS_SCRIPT_URL: 'https://static.example.com/stats.js',
        SITE_HEATMAP_SCRIPT_URL: 'https://static.example.com/heat.js',
      }),
    ).toEqual([
      {src: 'https://static.example.com/stats.js', async: true},
      {src: 'https://static.example.com/heat.js', defer: true},
    ]);
  });

  it('refuses plain http and malformed URLs instead of shipping them', () => {
    expect(() => analyticsScripts({SITE_HEATMAP_SCRIPT_URL: 'http://static.example.com/heat.js'})).toThrow(/https/);
    expect(() => analyticsScripts({SITE_STATISTICS_SCRIPT_URL: 'not a url'})).toThrow();
  });
});
