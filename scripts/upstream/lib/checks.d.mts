export type Version = 'v6.2' | '5.17';
export type Language = 'en' | 'zh';
export type Check = 'chart' | 'grctl' | 'ui' | 'verified';

export interface DocSet {
  root: string;
  version: Version;
  language: Language;
  kind: 'docs' | 'blog';
}

export interface ChartFixture {
  source: {repository: string; tag: string; commit: string; paths: string[]};
  chart: {name: string; version: string};
  keys: Record<string, {default: unknown; template?: boolean; open?: boolean}>;
}

export interface GrctlFlag {
  name: string;
  aliases?: string[];
  type: string;
  value: boolean;
  default?: string | number | boolean;
  env?: string;
}

export interface GrctlCommand {
  name: string;
  aliases?: string[];
  flags?: GrctlFlag[];
  action?: boolean;
  subcommands?: GrctlCommand[];
}

export interface GrctlFixture {
  source: {repository: string; tag: string; commit: string; paths: string[]};
  builtins: {flags: GrctlFlag[]; rootFlags: GrctlFlag[]; commands: GrctlCommand[]};
  globalFlags: GrctlFlag[];
  commands: GrctlCommand[];
}

export interface VersionFixtures {
  chart: ChartFixture;
  grctl: GrctlFixture;
  labels: Record<Language, {list: string[]; set: Set<string>}>;
}

export type Fixtures = Record<Version, VersionFixtures>;

export interface Finding {
  check: Check;
  file: string;
  line: number;
  claim: string;
  message: string;
  nearest: string[];
}

export interface SetFinding extends Finding {
  version: Version;
  language: Language;
  kind: 'docs' | 'blog';
}

export interface AllowEntry {
  check: Check;
  file: string;
  claim: string;
  reason: string;
}

export interface Allowlist {
  note: string;
  entries: AllowEntry[];
}

export interface Command {
  program: string;
  args: string[];
  redirects: {op: string; target: string}[];
}

export declare const ROOT: string;
export declare const RELEASES: Record<Version, string>;
export declare const SETS: DocSet[];
export declare const PRODUCT_TOOLS: Set<string>;
export declare const ALLOWLIST: string;
export declare function loadFixtures(directory?: string): Fixtures;
export declare function setFiles(set: DocSet, root?: string): string[];
export declare function chartKeyProblem(key: string, chart: Pick<ChartFixture, 'keys'>): {nearest: string[]} | null;
export declare function valuesKeys(document: unknown, prefix?: string): string[];
export declare function rainbondChart(reference: string): {name: string; exact: boolean} | null;
export declare function helmCommand(command: Pick<Command, 'program' | 'args'>): {chart: string; sets: string[]; valuesFiles: string[]} | null;
export declare function grctlProblems(args: string[], tree: Pick<GrctlFixture, 'builtins' | 'globalFlags' | 'commands'>): {message: string; nearest: string[]}[];
export declare function isProductCommand(command: Pick<Command, 'program' | 'args'>): boolean;
export declare function pageCommands(
  blocks: import('./markdown.mjs').Block[],
  prose: import('./markdown.mjs').Line[],
): (Command & {line: number; inline: boolean; heredoc?: {delimiter: string; lines: import('./markdown.mjs').Line[]}})[];
export declare function pageVersion(set: DocSet, data: Record<string, unknown>): Version;
export declare function checkPage(file: string, source: string, set: DocSet, fixtures: Fixtures): Finding[];
export declare function checkAll(fixtures?: Fixtures, root?: string): SetFinding[];
export declare function formatFinding(entry: Finding): string;
export declare function readAllowlist(path?: string): Allowlist;
export declare function compareWithAllowlist(findings: Finding[], allowlist: Allowlist): {unexpected: Finding[]; stale: AllowEntry[]};
export declare function allowEntry(entry: Finding, reason: string): AllowEntry;
