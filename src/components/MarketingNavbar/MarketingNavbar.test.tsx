import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import MarketingNavbar from './index';

type Listener = () => void;
let desktop = false;
const listeners = new Set<Listener>();

beforeEach(() => {
  desktop = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return desktop;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }));
});

afterEach(() => {
  listeners.clear();
  vi.unstubAllGlobals();
});

describe('marketing navigation bar', () => {
  it('opens a dropdown from the keyboard and closes it with Escape, returning focus', () => {
    render(<MarketingNavbar />);
    const button = screen.getByRole('button', {name: 'Features'});
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', {name: 'DevOps'}).getAttribute('href')).toBe('/feature/devops');
    fireEvent.keyDown(screen.getByRole('link', {name: 'DevOps'}), {key: 'Escape'});
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows the mobile-only links in the mobile menu only', () => {
    render(<MarketingNavbar />);
    fireEvent.click(screen.getByRole('button', {name: 'Features'}));
    expect(screen.queryByRole('link', {name: 'App markets'})).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Toggle navigation menu'}));
    expect(screen.getByRole('link', {name: 'App markets'}).getAttribute('href')).toBe('/feature/app-market');
    expect(screen.getByRole('link', {name: 'Featured apps'}).getAttribute('href')).toBe('/opensourceApps');
  });

  it('closes the mobile menu when the window becomes desktop-wide', () => {
    render(<MarketingNavbar />);
    const toggle = screen.getByRole('button', {name: 'Toggle navigation menu'});
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    desktop = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
