export function withoutBuildOnlyKeys(source: string): string;
