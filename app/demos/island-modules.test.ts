import { describe, expect, it } from 'vitest';
import { importFrameThenDemo } from './island-modules';

describe('importFrameThenDemo', () => {
  it('imports the demo only once the frame has been imported', async () => {
    const calls: string[] = [];
    let finishFrame = () => {};
    const frame = new Promise<string>((resolve) => (finishFrame = () => resolve('frame')));
    const both = importFrameThenDemo(
      () => (calls.push('frame'), frame),
      () => (calls.push('demo'), Promise.resolve('demo')),
    );
    await Promise.resolve();
    expect(calls).toEqual(['frame']);
    finishFrame();
    await expect(both).resolves.toEqual(['frame', 'demo']);
    expect(calls).toEqual(['frame', 'demo']);
  });

  it('passes on a failed import of either', async () => {
    await expect(
      importFrameThenDemo(
        () => Promise.reject(new Error('frame')),
        () => Promise.resolve(1),
      ),
    ).rejects.toThrow('frame');
    await expect(
      importFrameThenDemo(
        () => Promise.resolve(1),
        () => Promise.reject(new Error('demo')),
      ),
    ).rejects.toThrow('demo');
  });
});
