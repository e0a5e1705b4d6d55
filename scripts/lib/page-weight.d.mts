import type {Page} from '@playwright/test';

export declare const PAGE_TYPES: Record<string, string>;
export declare const BUDGETS: Record<string, {jsKB: number; ceilingJsKB: number; totalMB: number}>;
export declare function measurePage(page: Page, url: string): Promise<{jsBytes: number; totalBytes: number; requests: number}>;
