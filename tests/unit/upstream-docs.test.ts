// @vitest-environment node
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkAll,
  compareWithAllowlist,
  formatFinding,
  helmCommand,
  loadFixtures,
  pageCommands,
  rainbondChart,
  readAllowlist,
  ROOT,
  SETS,
  setFiles,
} from '../../scripts/upstream/lib/checks.mjs';
import {scan} from '../../scripts/upstream/lib/markdown.mjs';

/**
 * What the docs say against Rainbond's source at the release each docs version documents
 * (fixtures in tests/fixtures/upstream/, written by scripts/upstream/): chart values keys, grctl
 * commands and flags, <Ui> console labels, and verified_with on every page with commands or
 * labels. A finding fails unless tests/fixtures/upstream/allowlist.json lists it with a reason;
 * an entry no finding needs fails too, so the list only shrinks.
 */
const fixtures = loadFixtures();
const findings = checkAll(fixtures);
const allowlist = readAllowlist();

describe('upstream fixtures', () => {
  const TAGS = {'v6.2': 'v6.2.1-release', '5.17': 'v5.17.3-release'} as const;

  it('record the repository, tag and commit they were extracted from', () => {
    for (const [version, tag] of Object.entries(TAGS)) {
      for (const name of ['chart-values.json', 'grctl.json', 'ui-labels.en.json', 'ui-labels.zh.json', 'installer.json']) {
        const {source} = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/upstream', version, name), 'utf8')) as {source: {repository: string; tag: string; commit: string}};
        expect(source.repository, `${version}/${name}`).toMatch(/^goodrain\/rainbond(-[a-z]+)?$/);
        expect(source.tag, `${version}/${name}`).toBe(tag);
        expect(source.commit, `${version}/${name}`).toMatch(/^[0-9a-f]{40}$/);
      }
    }
  });

  it('hold each release’s own chart and command tree', () => {
    expect(fixtures['v6.2'].chart.chart.name).toBe('rainbond');
    expect(fixtures['5.17'].chart.chart.name).toBe('rainbond-cluster');
    // The 5.17 chart has its own K3s containerd switch; V6 sets the containerd path instead.
    expect(Object.keys(fixtures['5.17'].chart.keys)).toContain('useK3sContainerd');
    expect(Object.keys(fixtures['v6.2'].chart.keys)).toContain('Cluster.containerdRuntimePath');
    expect(Object.keys(fixtures['5.17'].chart.keys)).not.toContain('Cluster.containerdRuntimePath');
    expect(fixtures['5.17'].grctl.commands.map(({name}) => name)).toContain('service');
    expect(fixtures['v6.2'].grctl.commands.map(({name}) => name)).not.toContain('service');
    expect(fixtures['v6.2'].labels.en.list.length).toBeGreaterThan(1000);
    expect(fixtures['v6.2'].labels.zh.list.length).toBeGreaterThan(1000);
  });
});

describe('docs against upstream', () => {
  it('reads the commands of the real pages (the readers work)', () => {
    let rainbondHelm = 0;
    let grctl = 0;
    for (const set of SETS) {
      for (const file of setFiles(set)) {
        const {blocks, prose} = scan(readFileSync(join(ROOT, file), 'utf8'));
        for (const command of pageCommands(blocks, prose)) {
          const helm = helmCommand(command);
          if (helm && rainbondChart(helm.chart)) rainbondHelm++;
          if (command.program === 'grctl') grctl++;
        }
      }
    }
    expect(rainbondHelm).toBeGreaterThan(20);
    expect(grctl).toBeGreaterThan(20);
  });

  it('every allowlist entry gives its reason', () => {
    expect(allowlist.entries.filter((entry) => !entry.reason?.trim())).toEqual([]);
  });

  it('every chart key, grctl command, console label and verified_with is true to the release, or allowlisted', () => {
    const {unexpected} = compareWithAllowlist(findings, allowlist);
    expect(unexpected.map(formatFinding), 'findings not on tests/fixtures/upstream/allowlist.json').toEqual([]);
  });

  it('the allowlist lists only findings that still occur (remove fixed ones: check-docs.mjs --prune-allowlist)', () => {
    const {stale} = compareWithAllowlist(findings, allowlist);
    expect(stale).toEqual([]);
  });
});
