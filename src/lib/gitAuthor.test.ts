import {describe, expect, it} from 'vitest';
import {isPersonAuthor} from './gitAuthor';

describe('isPersonAuthor', () => {
  it.each([
    'Seed 0032c466 maintainers',
    'dependabot[bot]',
    'github-actions[bot]',
    'renovate-bot',
    'Release Robot',
    'GitHub Actions',
    'GitHub',
    'CI',
    'deploy',
    'Docs Sync',
    'The maintainers',
    'Automation',
    'build 3f9a2c1',
    '',
    '   ',
    undefined,
  ])('%j is not a person', (name) => {
    expect(isPersonAuthor(name)).toBe(false);
  });

  // Role words count only as whole words: Builderson, Abbot and Cicely are names.
  it.each(['Ada Lovelace', 'zhangsan', '张三', 'Li Wei', 'Robert Builderson', 'Abbot Chen', 'Cicely Mary', 'Grace 2nd'])(
    '%j is a person',
    (name) => {
      expect(isPersonAuthor(name)).toBe(true);
    },
  );
});
