/** Types of translations.cjs. */
export interface TranslationPlan {
  /** Source module path → the translations (id → message) it adds to the shared table. */
  readonly modules: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Ids taken out of the shared table, because a module adds them. */
  readonly moved: readonly string[];
}
export declare function planModuleTranslations(
  files: readonly string[],
  messages: Readonly<Record<string, string>>,
  themeFiles?: readonly string[],
): TranslationPlan;
export declare function withTranslations(source: string, own: Readonly<Record<string, string>>): string;
export declare function withoutMoved(source: string, moved: readonly string[]): string;
export declare function idsIn(source: string): Set<string>;
export declare function withoutDefaultMessages(source: string, ids: readonly string[]): string;
