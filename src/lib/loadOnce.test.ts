import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from './loadOnce';

describe('loading a control’s code on first use', () => {
  it('imports once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (the Retry of a pressed button)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
