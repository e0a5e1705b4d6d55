import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import ApiSamples, {SAMPLE_STORAGE_KEY} from './index';

const blocks = ['curl code', 'python code', 'go code', 'javascript code'].map((text) => <pre key={text}>{text}</pre>);

function visiblePanels(container: HTMLElement) {
  return Array.from(container.querySelectorAll('[role="tabpanel"]:not([hidden])'), (panel) => panel.textContent);
}

afterEach(() => localStorage.clear());

describe('ApiSamples', () => {
  it('shows one tab per language and the curl sample first, with every sample in the page', () => {
    const {container} = render(<ApiSamples>{blocks}</ApiSamples>);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['curl', 'Python', 'Go', 'JavaScript']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(visiblePanels(container)).toEqual(['curl code']);
    // The other samples are rendered too (hidden), so the server's HTML holds all four.
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
  });

  it('keeps the chosen language in every sample block and in local storage', () => {
    const {container} = render(
      <>
        <ApiSamples>{blocks}</ApiSamples>
        <ApiSamples>{blocks}</ApiSamples>
      </>,
    );
    const [first] = screen.getAllByRole('tablist');
    fireEvent.click(within(first!).getByRole('tab', {name: 'Go'}));
    expect(localStorage.getItem(SAMPLE_STORAGE_KEY)).toBe('go');
    expect(visiblePanels(container)).toEqual(['go code', 'go code']);
  });

  it('opens on the language chosen before, and moves between tabs with the arrow keys', () => {
    localStorage.setItem(SAMPLE_STORAGE_KEY, 'javascript');
    const {container} = render(<ApiSamples>{blocks}</ApiSamples>);
    expect(visiblePanels(container)).toEqual(['javascript code']);
    const selected = screen.getByRole('tab', {selected: true});
    act(() => {
      fireEvent.keyDown(selected, {key: 'ArrowRight'});
    });
    expect(screen.getByRole('tab', {selected: true}).textContent).toBe('curl');
    expect(document.activeElement?.textContent).toBe('curl');
    fireEvent.keyDown(screen.getByRole('tab', {selected: true}), {key: 'ArrowLeft'});
    expect(visiblePanels(container)).toEqual(['javascript code']);
  });
});
