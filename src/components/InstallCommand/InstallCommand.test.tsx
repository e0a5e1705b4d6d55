import React from 'react';
import {describe, it, expect, vi, afterEach} from 'vitest';
import {act, fireEvent, render, screen} from '@testing-library/react';
import InstallCommand from './index';

const COMMAND = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

afterEach(() => {
  vi.useRealTimers();
});

describe('InstallCommand', () => {
  it('shows the command and a copy button named after the platform', () => {
    render(<InstallCommand platform="Linux and macOS" shell="bash" command={COMMAND} />);
    expect(screen.getByText(COMMAND)).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Copy the Linux and macOS command'})).toBeTruthy();
    expect(screen.getByRole('group', {name: 'Linux and macOS'})).toBeTruthy();
  });

  it('copies the command and announces "Copied" in a live region, then resets', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<InstallCommand platform="Windows" shell="PowerShell" command="echo hi" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy the Windows command'}));
    });

    expect(writeText).toHaveBeenCalledWith('echo hi');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Copied');

    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
