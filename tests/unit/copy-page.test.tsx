import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {Menu} from '@site/src/components/CopyPage/Tools';
import {AI_ASSISTANTS} from '@site/src/data/aiAssistants';

describe('"Copy page" menu', () => {
  it('offers copying and the Markdown copy, and no assistant while none is configured', () => {
    expect(AI_ASSISTANTS).toEqual([]);
    render(<Menu permalink="/docs/quick-start/quick-install" onClose={() => undefined} onStatus={() => undefined} />);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Copy page as Markdown', 'View as Markdown']);
    expect(items[1]!.getAttribute('href')).toMatch(/\/docs\/quick-start\/quick-install\.md$/);
  });

  it('lists a configured assistant as a link carrying the page’s Markdown URL in its prompt', () => {
    render(
      <Menu
        permalink="/zh/docs/quick-start/quick-install"
        onClose={() => undefined}
        onStatus={() => undefined}
        assistants={[{name: 'Chat', url: 'https://chat.example/new?q={prompt}'}]}
      />,
    );
    const link = screen.getByRole('menuitem', {name: /Open in Chat/});
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const prompt = new URL(link.getAttribute('href')!).searchParams.get('q');
    expect(prompt).toContain('https://www.rainbond.com/zh/docs/quick-start/quick-install.md');
  });

  it('takes focus when it opens, moves with the arrow keys and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Menu
        permalink="/docs/x"
        onClose={onClose}
        onStatus={() => undefined}
        assistants={[{name: 'Chat', url: 'https://chat.example/?q={prompt}'}]}
      />,
    );
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, {key: 'ArrowDown'});
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, {key: 'End'});
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, {key: 'ArrowDown'});
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, {key: 'Escape'});
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('closes when the reader presses elsewhere on the page', () => {
    const onClose = vi.fn();
    render(<Menu permalink="/docs/x" onClose={onClose} onStatus={() => undefined} />);
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
