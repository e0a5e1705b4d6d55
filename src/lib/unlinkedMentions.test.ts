import {describe, expect, it} from 'vitest';
import {unlinkedMentions} from './unlinkedMentions';

const siblings = [
  {file: 'install-with-helm/index.md', names: ['Install on Kubernetes with Helm', 'Helm']},
  {file: 'offline/index.md', names: ['Offline install']},
  {file: 'overview.md', names: ['Overview']},
  {file: 'offline-zh/index.md', names: ['离线安装 Rainbond']},
];

describe('unlinkedMentions', () => {
  it('reports a cell that names a sibling page without linking it', () => {
    const table = '| Method | Page |\n| --- | --- |\n| Helm | Install on Kubernetes with Helm |\n';
    expect(unlinkedMentions(table, siblings)).toEqual([
      {line: 3, cell: 'Helm', file: 'install-with-helm/index.md'},
      {line: 3, cell: 'Install on Kubernetes with Helm', file: 'install-with-helm/index.md'},
    ]);
  });

  it('accepts the same cell once it links the page', () => {
    const table = '| Page |\n| --- |\n| [Install on Kubernetes with Helm](./install-with-helm/index.md) |\n| [Offline install](./offline/index.md) |\n';
    expect(unlinkedMentions(table, siblings)).toEqual([]);
  });

  it('finds long titles inside a sentence, short ones only when they fill the cell', () => {
    const table = '| When | Read |\n| --- | --- |\n| no internet | follow Install on Kubernetes with Helm first |\n| concepts | the overview of the model |\n';
    expect(unlinkedMentions(table, siblings).map(({line}) => line)).toEqual([3]);
  });

  it('works on Chinese titles and ignores tables inside code blocks and prose', () => {
    const text = '离线安装 Rainbond 的步骤见下表。\n\n```text\n| 离线安装 Rainbond |\n```\n\n| 页面 |\n| --- |\n| 先阅读**离线安装 Rainbond** |\n';
    expect(unlinkedMentions(text, siblings)).toEqual([{line: 9, cell: '先阅读**离线安装 Rainbond**', file: 'offline-zh/index.md'}]);
  });
});
