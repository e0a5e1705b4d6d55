import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {SUPPORT_DIALOG_DELAY_MS, SUPPORT_DIALOG_STORAGE_KEY} from '@site/src/lib/supportDialog';
import SupportDialog from './index';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/docs/faq');
  // jsdom has no modal dialogs; opening one is all this needs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const saved = () => JSON.parse(sessionStorage.getItem(SUPPORT_DIALOG_STORAGE_KEY) ?? 'null');

describe('support dialog', () => {
  it('opens after the delay and records that it was shown', async () => {
    render(<SupportDialog />);
    expect(saved()).toMatchObject({firstPath: '/docs/faq', shown: false});
    act(() => vi.advanceTimersByTime(SUPPORT_DIALOG_DELAY_MS));
    // The dialog's markup loads when it opens (a lazy chunk).
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', {name: 'Support the project'})).toBeTruthy();
    expect(saved().shown).toBe(true);
  });

  it('clears its timer on unmount', () => {
    const {unmount} = render(<SupportDialog />);
    unmount();
    act(() => vi.advanceTimersByTime(SUPPORT_DIALOG_DELAY_MS * 2));
    expect(saved().shown).toBe(false);
  });

  it('still works when sessionStorage throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    render(<SupportDialog />);
    act(() => vi.advanceTimersByTime(SUPPORT_DIALOG_DELAY_MS));
    vi.useRealTimers();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
