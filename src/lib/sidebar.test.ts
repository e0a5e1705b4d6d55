import {describe, expect, it} from 'vitest';
import {withoutOtherSidebars} from './sidebar';

const tree = [
  {type: 'doc', id: 'index'},
  {type: 'category', label: 'Quick start', link: {type: 'doc', id: 'quick-start/index'}, items: [{type: 'doc', id: 'quick-start/quick-install'}]},
  {type: 'category', label: 'api', items: [{type: 'doc', id: 'api/Intro'}]},
  {type: 'category', label: 'store', items: [{type: 'category', label: 'install', items: [{type: 'doc', id: 'store/install/x'}]}]},
  {type: 'doc', id: 'versions'},
  {type: 'category', label: 'vm', link: {type: 'doc', id: 'vm-guide/index'}, items: []},
];

describe('the generated docs sidebar', () => {
  it('keeps the docs and drops folders that belong to other sidebars or to none', () => {
    const kept = withoutOtherSidebars(tree, '.').map((item) => item.label ?? item.id);
    expect(kept).toEqual(['index', 'Quick start']);
  });

  it('leaves other generated trees (api groups, store) untouched', () => {
    expect(withoutOtherSidebars(tree, 'store')).toHaveLength(tree.length);
  });
});
