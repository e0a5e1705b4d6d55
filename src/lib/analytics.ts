/**
 * Third-party scripts are opt-in per deployment: nothing leaves the page's host unless
 * the operator names a script URL in the environment at build time.
 */
export interface ScriptTag {
  readonly src: string;
  readonly async?: boolean;
  readonly defer?: boolean;
}

export const ANALYTICS_ENV = {
  statistics: 'SITE_STATISTICS_SCRIPT_URL',
  heatmap: 'SITE_HEATMAP_SCRIPT_URL',
} as const;

function httpsUrl(value: string | undefined, name: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) {
    return undefined;
  }
  const url = new URL(trimmed); // throws on garbage: a typo should fail the build, not ship
  if (url.protocol !== 'https:') {
    throw new Error(`${name} must be an https:// URL, got ${trimmed}`);
  }
  return url.href;
}

export function analyticsScripts(env: Record<string, string | undefined>): ScriptTag[] {
  const statistics = httpsUrl(env[ANALYTICS_ENV.statistics], ANALYTICS_ENV.statistics);
  const heatmap = httpsUrl(env[ANALYTICS_ENV.heatmap], ANALYTICS_ENV.heatmap);
  return [
    ...(statistics ? [{src: statistics, async: true}] : []),
    ...(heatmap ? [{src: heatmap, defer: true}] : []),
  ];
}
