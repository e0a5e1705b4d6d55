/**
 * When the "support the project" dialog opens. Once per browser session, three minutes
 * after the session's first page view, and never for sessions that began on the home page
 * (those visitors have just seen the same call there). The plan survives full reloads:
 * the first view's time is kept in sessionStorage, so a reload does not restart the clock.
 */
export const SUPPORT_DIALOG_DELAY_MS = 180_000;
export const SUPPORT_DIALOG_STORAGE_KEY = 'rainbond.supportDialog';

export interface SupportDialogState {
  readonly firstPath: string;
  readonly firstViewAt: number;
  readonly shown: boolean;
}

export function isHomePath(pathname: string, localeHomes: readonly string[]): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return localeHomes.some((home) => (home.replace(/\/+$/, '') || '/') === clean);
}

export function parseState(raw: string | null): SupportDialogState | null {
  if (!raw) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as SupportDialogState).firstPath === 'string' &&
      typeof (value as SupportDialogState).firstViewAt === 'number' &&
      typeof (value as SupportDialogState).shown === 'boolean'
    ) {
      return value as SupportDialogState;
    }
  } catch {
    // A damaged value is treated as absent, like a new session.
  }
  return null;
}

export interface Plan {
  readonly state: SupportDialogState;
  /** Milliseconds until the dialog opens, or null when it must not open. */
  readonly delayMs: number | null;
}

export function planSupportDialog(
  saved: SupportDialogState | null,
  pathname: string,
  now: number,
  localeHomes: readonly string[],
): Plan {
  const state = saved ?? {firstPath: pathname, firstViewAt: now, shown: false};
  if (state.shown || isHomePath(state.firstPath, localeHomes)) {
    return {state, delayMs: null};
  }
  const elapsed = Math.max(0, now - state.firstViewAt);
  return {state, delayMs: Math.max(0, SUPPORT_DIALOG_DELAY_MS - elapsed)};
}
