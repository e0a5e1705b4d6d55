import {describe, expect, it} from 'vitest';
import inventory from '../../tests/fixtures/routes.json';
import {allRedirects, navigationAliases, redirects} from './redirects';

describe('redirect list', () => {
  it('covers every redirect the previous site served, with the same targets', () => {
    const ours = new Map(redirects.map(({from, to}) => [from, to]));
    for (const {from, to} of inventory.redirects) {
      expect(ours.get(from), from).toBe(to);
    }
    expect(redirects).toHaveLength(inventory.redirects.length);
  });

  it('has one entry per source path and no chains', () => {
    const froms = allRedirects.map(({from}) => from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const {to} of allRedirects) {
      expect(froms).not.toContain(to);
    }
  });

  it('sends the mobile-only menu links somewhere real', () => {
    expect(navigationAliases.map(({from}) => from)).toEqual(['/feature/app-market', '/opensourceApps']);
  });
});
