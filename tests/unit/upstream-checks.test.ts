// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {
  chartKeyProblem,
  checkPage,
  grctlProblems,
  helmCommand,
  isProductCommand,
  rainbondChart,
  valuesKeys,
  type DocSet,
  type Fixtures,
  type GrctlFixture,
} from '../../scripts/upstream/lib/checks.mjs';
import {normalizeLabel} from '../../scripts/upstream/lib/labels.mjs';
import {nearest} from '../../scripts/upstream/lib/levenshtein.mjs';
import {scan, uiLabels} from '../../scripts/upstream/lib/markdown.mjs';
import {commandLines, simpleCommands} from '../../scripts/upstream/lib/shell.mjs';

/**
 * The logic of the upstream checks on miniatures of the fixtures: what counts as a chart key, a
 * grctl command, a label, a page with commands. tests/unit/upstream-docs.test.ts runs the same
 * checks over the real pages.
 */
const chart = {
  source: {repository: 'goodrain/rainbond-chart', tag: 't', commit: 'c', paths: []},
  chart: {name: 'rainbond', version: '6.2.1'},
  keys: {
    'Cluster.imageHub.enable': {default: false},
    'Cluster.imageHub.domain': {default: 'registry.example.com'},
    'Cluster.nodesForGateway': {default: null, template: true, open: true},
    'Cluster.containerdRuntimePath': {default: '/run/containerd'},
    useK3sContainerd: {default: false},
  },
};

const grctl: GrctlFixture = {
  source: {repository: 'goodrain/rainbond', tag: 't', commit: 'c', paths: []},
  builtins: {
    flags: [{name: 'help', aliases: ['h'], type: 'BoolFlag', value: false}],
    rootFlags: [{name: 'version', aliases: ['v'], type: 'BoolFlag', value: false}],
    commands: [{name: 'help', aliases: ['h'], action: true}],
  },
  globalFlags: [{name: 'kubeconfig', aliases: ['kube'], type: 'StringFlag', value: true}],
  commands: [
    {
      name: 'service',
      subcommands: [
        {name: 'get', flags: [{name: 'tenantAlias', aliases: ['t'], type: 'StringFlag', value: true}], action: true},
        {name: 'list', action: true},
      ],
    },
    {name: 'config', flags: [{name: 'output', aliases: ['o'], type: 'StringFlag', value: true}], action: true},
  ],
};

const fixtures = {
  'v6.2': {
    chart,
    grctl,
    labels: {
      en: {list: ['Create Component', 'Team', 'Gateway'], set: new Set(['Create Component', 'Team', 'Gateway'])},
      zh: {list: ['创建组件', '团队'], set: new Set(['创建组件', '团队'])},
    },
  },
  '5.17': {
    chart: {...chart, chart: {name: 'rainbond-cluster', version: '5.17.3'}},
    grctl,
    labels: {en: {list: ['Team'], set: new Set(['Team'])}, zh: {list: ['团队'], set: new Set(['团队'])}},
  },
} satisfies Fixtures;

const docs: DocSet = {root: 'docs', version: 'v6.2', language: 'en', kind: 'docs'};
const zhDocs: DocSet = {root: 'i18n/zh/docusaurus-plugin-content-docs/current', version: 'v6.2', language: 'zh', kind: 'docs'};
const blog: DocSet = {root: 'blog', version: 'v6.2', language: 'en', kind: 'blog'};

const page = (frontMatter: string, body: string) => `---\ntitle: T\n${frontMatter}---\n\n${body}`;
const checked = 'verified_with:\n  rainbond: v6.2.1\n';

describe('chart keys', () => {
  it('accepts declared keys, keys below an open key, and declared maps', () => {
    expect(chartKeyProblem('Cluster.imageHub.enable', chart)).toBeNull();
    expect(chartKeyProblem('Cluster.nodesForGateway[0].externalIP', chart)).toBeNull();
    expect(chartKeyProblem('Cluster.imageHub', chart)).toBeNull();
  });

  it('rejects unknown keys and keys below a scalar, naming the nearest ones', () => {
    expect(chartKeyProblem('Cluster.imageHub.enabled', chart)?.nearest[0]).toBe('Cluster.imageHub.enable');
    expect(chartKeyProblem('Cluster.imageHub.enable.x', chart)).not.toBeNull();
    // A differently named option for the same thing is found by a shared word, not by distance.
    expect(chartKeyProblem('Cluster.k3sContainerdPath', {keys: {useK3sContainerd: {default: false}, 'Cluster.replicas': {default: 1}}})?.nearest[0]).toBe('useK3sContainerd');
  });

  it('reads the leaf keys of a values document', () => {
    expect(valuesKeys({Cluster: {imageHub: {enable: true}, nodesForGateway: [{name: 'a'}]}, useK3sContainerd: true})).toEqual([
      'Cluster.imageHub.enable',
      'Cluster.nodesForGateway',
      'useK3sContainerd',
    ]);
  });

  it('recognises the Rainbond chart however a command names it', () => {
    expect(rainbondChart('rainbond/rainbond')).toEqual({name: 'rainbond', exact: true});
    expect(rainbondChart('goodrain/rainbond-cluster')).toEqual({name: 'rainbond-cluster', exact: true});
    expect(rainbondChart('./rainbond-cluster-5.17.3.tgz')).toEqual({name: 'rainbond-cluster', exact: true});
    expect(rainbondChart('/root/bundle/rainbond-*.tgz')).toEqual({name: 'rainbond', exact: false});
    expect(rainbondChart('rainbond/wordpress-example')).toBeNull();
    expect(rainbondChart('appstore/rainbond-ui')).toBeNull();
    expect(rainbondChart('.')).toBeNull();
  });

  it('reads --set keys, values files and the chart of a helm command', () => {
    const [command] = simpleCommands('helm install rainbond rainbond/rainbond -n rbd-system --set a.b=1,c.d={x,y} --set=e=2 -f values.yaml');
    expect(helmCommand(command)).toEqual({chart: 'rainbond/rainbond', sets: ['a.b', 'c.d', 'e'], valuesFiles: ['values.yaml']});
    expect(helmCommand(simpleCommands('helm repo add rainbond https://example.com')[0])).toBeNull();
  });
});

describe('grctl', () => {
  it('accepts commands, aliases, flags with their values and arguments', () => {
    expect(grctlProblems(['service', 'get', 'my-app', '-t', 'team'], grctl)).toEqual([]);
    expect(grctlProblems(['--kubeconfig', '/tmp/k', 'config', '--output=yaml'], grctl)).toEqual([]);
    expect(grctlProblems(['service', '-h'], grctl)).toEqual([]);
    expect(grctlProblems(['-v'], grctl)).toEqual([]);
  });

  it('rejects an unknown command or flag, naming the nearest', () => {
    expect(grctlProblems(['servce', 'get'], grctl)).toEqual([{message: 'grctl has no command servce', nearest: ['service', 'help', 'config']}]);
    expect(grctlProblems(['service', 'get', 'x', '--tenant', 't'], grctl)[0].message).toBe('grctl service get has no flag --tenant');
    // Global flags belong before the first command.
    expect(grctlProblems(['config', '--kubeconfig', 'k'], grctl)).toHaveLength(1);
  });

  it('stops at a placeholder, which stands for any word', () => {
    expect(grctlProblems(['__group__', '-h'], grctl)).toEqual([]);
    expect(grctlProblems(['service', '...'], grctl)).toEqual([]);
  });
});

describe('shell', () => {
  it('joins continued lines, sets here-documents aside and reads console prompts', () => {
    const lines = commandLines({lang: 'bash', lines: ['helm install a \\', '  rainbond/rainbond', 'cat <<EOF > values.yaml', 'Cluster: {}', 'EOF', '# note'].map((text, index) => ({text, line: index + 1}))});
    expect(lines.map(({text, line}) => [text, line])).toEqual([
      ['helm install a rainbond/rainbond', 1],
      ['cat <<EOF > values.yaml', 3],
    ]);
    expect(lines[1].heredoc?.lines.map(({text}) => text)).toEqual(['Cluster: {}']);
    expect(commandLines({lang: 'console', lines: [{text: '$ kubectl get pods', line: 1}, {text: 'NAME READY', line: 2}]}).map(({text}) => text)).toEqual(['kubectl get pods']);
  });

  it('splits commands and drops assignments and sudo', () => {
    expect(simpleCommands('sudo -E VERSION=1 bash ./install.sh && kubectl get pods | grep rbd').map(({program}) => program)).toEqual(['bash', 'kubectl', 'grep']);
    expect(simpleCommands('FOO=1 grctl config > out.yaml')).toEqual([{program: 'grctl', args: ['config'], redirects: [{op: '>', target: 'out.yaml'}]}]);
  });

  it('knows which commands make a page one with commands', () => {
    expect(isProductCommand({program: 'kubectl', args: []})).toBe(true);
    expect(isProductCommand({program: 'bash', args: ['./install.sh']})).toBe(true);
    expect(isProductCommand({program: '.\\install-rainbond.ps1', args: []})).toBe(true);
    expect(isProductCommand({program: 'ls', args: ['-l']})).toBe(false);
    expect(isProductCommand({program: './shop.sh', args: []})).toBe(false);
  });
});

describe('labels', () => {
  it('normalises markup, spacing and a trailing colon', () => {
    expect(normalizeLabel(' <b>Team</b>  name： ')).toBe('Team name');
    expect(normalizeLabel('Name:')).toBe('Name');
  });

  it('finds <Ui> outside inline code only', () => {
    expect(uiLabels('Click <Ui>Team</Ui> → <Ui>Gateway</Ui>, not `<Ui>Code</Ui>`')).toEqual(['Team', 'Gateway']);
  });

  it('ranks the nearest candidates by edit distance', () => {
    expect(nearest('Create Componet', ['Team', 'Create Component', 'Create Components', 'Gateway'], 2)).toEqual(['Create Component', 'Create Components']);
  });
});

describe('a page', () => {
  it('passes when its claims exist in that release', () => {
    const source = page(
      checked,
      [
        'Open <Ui>Team</Ui> → <Ui>Create Component</Ui>.',
        '',
        '```bash',
        'helm install rainbond rainbond/rainbond --set Cluster.imageHub.enable=true -f values.yaml',
        'grctl service get app -t team',
        '```',
        '',
        '```yaml title="values.yaml"',
        'Cluster:',
        '  nodesForGateway:',
        '    - name: node1',
        '```',
        '',
      ].join('\n'),
    );
    expect(checkPage('docs/x.md', source, docs, fixtures)).toEqual([]);
  });

  it('names file, line, claim and the nearest valid values of each wrong claim', () => {
    const source = page(
      checked,
      [
        'Open <Ui>Teams</Ui> and set `Cluster.imageHub.enabled`.', // line 7
        '',
        '```bash',
        'helm install rainbond rainbond/rainbond-cluster --set Cluster.replicas=2', // line 10
        'grctl tenant list', // line 11
        '```',
        '',
        '```yaml title="values.yaml (excerpt)"',
        'Cluster:', // line 15
        '  imageHub:',
        '    enabled: true',
        '```',
        '',
      ].join('\n'),
    );
    const findings = checkPage('docs/x.md', source, docs, fixtures);
    expect(findings.map(({check, line, claim}) => [check, line, claim])).toEqual([
      ['chart', 10, 'rainbond/rainbond-cluster'],
      ['chart', 10, 'Cluster.replicas'],
      ['chart', 15, 'Cluster.imageHub.enabled'],
      ['chart', 7, 'Cluster.imageHub.enabled'],
      ['grctl', 11, 'grctl tenant list'],
      ['ui', 7, 'Teams'],
    ]);
    expect(findings.find(({check}) => check === 'ui')?.nearest[0]).toBe('Team');
    expect(findings[0].nearest).toEqual(['rainbond']);
  });

  it('checks labels in the page language', () => {
    expect(checkPage('zh.md', page(checked.replace('v6.2.1', 'v6.2.1'), '点击 <Ui>团队</Ui>。\n'), zhDocs, fixtures)).toEqual([]);
    expect(checkPage('zh.md', page(checked, '点击 <Ui>Team</Ui>。\n'), zhDocs, fixtures).map(({check}) => check)).toEqual(['ui']);
  });

  it('requires verified_with of the page release on a page with commands or labels', () => {
    const commands = '```bash\nkubectl get pods -n rbd-system\n```\n';
    expect(checkPage('a.md', page('', commands), docs, fixtures).map(({check, message}) => [check, message])).toEqual([
      ['verified', 'the page runs kubectl (line 6) but records no verified_with: {rainbond: v6.2.1}'],
    ]);
    expect(checkPage('a.md', page('', 'Open <Ui>Team</Ui>.\n'), docs, fixtures).map(({check}) => check)).toEqual(['verified']);
    expect(checkPage('a.md', page('verified_with:\n  rainbond: v5.17.3\n', commands), docs, fixtures).map(({check}) => check)).toEqual(['verified']);
    expect(checkPage('a.md', page('verified_with: v6.2.1\n', commands), docs, fixtures).map(({check}) => check)).toEqual(['verified']);
    expect(checkPage('a.md', page(checked, commands), docs, fixtures)).toEqual([]);
    // A page that only mentions a tool in prose, or runs other commands, needs none.
    expect(checkPage('a.md', page('', 'Use `kubectl`.\n\n```bash\nls -l\n```\n'), docs, fixtures)).toEqual([]);
  });

  it('checks a blog post against the release it records, and never requires one', () => {
    const post = '```bash\nhelm install rainbond rainbond/rainbond-cluster\n```\n';
    expect(checkPage('blog/p.md', page('', post), blog, fixtures).map(({claim}) => claim)).toEqual(['rainbond/rainbond-cluster']);
    expect(checkPage('blog/p.md', page('verified_with:\n  rainbond: v5.17.3\n', post), blog, fixtures)).toEqual([]);
  });

  it('reads fenced blocks, their titles and line numbers', () => {
    const {blocks, prose} = scan('---\na: 1\n---\ntext\n  ```yaml title="values.yaml"\n  a: 1\n  ```\n');
    expect(blocks).toEqual([{lang: 'yaml', title: 'values.yaml', line: 5, lines: [{text: 'a: 1', line: 6}]}]);
    expect(prose).toEqual([
      {text: 'text', line: 4},
      {text: '', line: 8},
    ]);
  });
});
