import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
// The framework's own page loader (the site keeps it, see issue notes): tested as shipped.
import Loading from '@docusaurus/core/lib/client/theme-fallback/Loading/index.js';

describe('page loader (framework fallback kept as is)', () => {
  it('shows a failing chunk as error text in a red box with a Retry button that retries', () => {
    const retry = vi.fn();
    render(<Loading error={new Error('Loading chunk 42 failed.')} retry={retry} pastDelay={false} isLoading={false} timedOut={false} />);
    const message = screen.getByText('Error: Loading chunk 42 failed.');
    const box = message.parentElement!;
    expect(box.style.backgroundColor).toBe('rgb(250, 56, 62)');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing before the delay and a spinner only after it', () => {
    const {container, rerender} = render(
      <Loading error={null} retry={() => undefined} pastDelay={false} isLoading timedOut={false} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<Loading error={null} retry={() => undefined} pastDelay isLoading timedOut={false} />);
    expect(container.querySelector('svg#loader')).not.toBeNull();
  });
});
