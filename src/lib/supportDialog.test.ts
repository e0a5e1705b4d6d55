import {describe, expect, it} from 'vitest';
import {isHomePath, parseState, planSupportDialog, SUPPORT_DIALOG_DELAY_MS} from './supportDialog';

const homes = ['/', '/zh/'];

describe('support dialog timing', () => {
  it('waits 180000 ms after the first page view of a session', () => {
    const plan = planSupportDialog(null, '/docs', 1_000, homes);
    expect(SUPPORT_DIALOG_DELAY_MS).toBe(180_000);
    expect(plan.delayMs).toBe(180_000);
    expect(plan.state).toEqual({firstPath: '/docs', firstViewAt: 1_000, shown: false});
  });

  it('never opens in a session that began on the home page, in either locale', () => {
    expect(planSupportDialog(null, '/', 0, homes).delayMs).toBeNull();
    expect(planSupportDialog(null, '/zh', 0, homes).delayMs).toBeNull();
    expect(planSupportDialog({firstPath: '/zh/', firstViewAt: 0, shown: false}, '/docs', 5, homes).delayMs).toBeNull();
  });

  it('keeps counting from the first view after a reload', () => {
    const saved = {firstPath: '/blog', firstViewAt: 10_000, shown: false};
    expect(planSupportDialog(saved, '/docs', 70_000, homes).delayMs).toBe(120_000);
    expect(planSupportDialog(saved, '/docs', 500_000, homes).delayMs).toBe(0);
  });

  it('opens at most once per session', () => {
    expect(planSupportDialog({firstPath: '/blog', firstViewAt: 0, shown: true}, '/blog', 1, homes).delayMs).toBeNull();
  });

  it('treats damaged saved state as a new session', () => {
    expect(parseState('{oops')).toBeNull();
    expect(parseState('{"firstPath":1}')).toBeNull();
    expect(parseState(null)).toBeNull();
  });

  it('recognises home paths with or without a trailing slash', () => {
    expect(isHomePath('/zh', homes)).toBe(true);
    expect(isHomePath('/zhx', homes)).toBe(false);
  });
});
