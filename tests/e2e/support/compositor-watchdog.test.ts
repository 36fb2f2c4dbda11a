import { describe, expect, it } from 'vitest';
import { checkCompositor, type CompositorProbe } from './compositor-watchdog';

interface FakePage {
  /** What each successive ping finds: a document id, or null for no answer (busy or hidden). */
  documents?: (string | null)[];
  /** Whether a frame comes before and after the page is shown again; 'fails' rejects, as an evaluation during a navigation does. */
  draws?: boolean | 'fails';
  drawsOnceShown?: boolean;
  drawsAfterGpuRestart?: boolean;
}

/** A page that answers and draws as told, and remembers whether it was shown again. */
function fakePage({ documents = ['document 1'], draws = true, drawsOnceShown = true, drawsAfterGpuRestart = true }: FakePage) {
  let shown = false;
  let gpuRestarted = false;
  let pings = 0;
  const probe: CompositorProbe = {
    visibleDocument: async () => documents[Math.min(pings++, documents.length - 1)] ?? null,
    frameWithin: async () => {
      if (gpuRestarted) return drawsAfterGpuRestart;
      if (shown) return drawsOnceShown;
      if (draws === 'fails') throw new Error('Execution context was destroyed');
      return draws;
    },
    showAgain: async () => {
      shown = true;
    },
    restartGpu: async () => {
      gpuRestarted = true;
    },
  };
  return { probe, wasShownAgain: () => shown, hadGpuRestarted: () => gpuRestarted };
}

describe('checkCompositor', () => {
  it('leaves a page that draws', async () => {
    const page = fakePage({ draws: true });
    expect(await checkCompositor(page.probe)).toBe('drawing');
    expect(page.wasShownAgain()).toBe(false);
  });

  it('shows again a page that answers but does not draw, and says whether it draws then', async () => {
    const cured = fakePage({ draws: false });
    expect(await checkCompositor(cured.probe)).toBe('restarted');
    expect(cured.wasShownAgain()).toBe(true);
    expect(cured.hadGpuRestarted()).toBe(false);
  });

  it('restarts the GPU process for a page that showing again did not cure, and says whether it draws then', async () => {
    const cured = fakePage({ draws: false, drawsOnceShown: false });
    expect(await checkCompositor(cured.probe)).toBe('restarted with the GPU process');
    expect(cured.wasShownAgain() && cured.hadGpuRestarted()).toBe(true);
    const incurable = fakePage({ draws: false, drawsOnceShown: false, drawsAfterGpuRestart: false });
    expect(await checkCompositor(incurable.probe)).toBe('still stalled');
    expect(incurable.hadGpuRestarted()).toBe(true);
  });

  it('leaves a page whose main thread does not answer, or is hidden, before or after the missing frame', async () => {
    const stuck = fakePage({ documents: [null], draws: false });
    expect(await checkCompositor(stuck.probe)).toBe('busy, hidden or navigating');
    const busyAfter = fakePage({ documents: ['document 1', null], draws: false });
    expect(await checkCompositor(busyAfter.probe)).toBe('busy, hidden or navigating');
    expect(stuck.wasShownAgain() || busyAfter.wasShownAgain() || stuck.hadGpuRestarted()).toBe(false);
  });

  it('leaves a page that navigated while it waited for a frame: a reload is no stall', async () => {
    const reloaded = fakePage({ documents: ['document 1', 'document 2'], draws: false });
    expect(await checkCompositor(reloaded.probe)).toBe('busy, hidden or navigating');
    expect(reloaded.wasShownAgain()).toBe(false);
  });

  it('lets a failed frame request through as an error, never as a stall', async () => {
    const navigating = fakePage({ draws: 'fails' });
    await expect(checkCompositor(navigating.probe)).rejects.toThrow('Execution context was destroyed');
    expect(navigating.wasShownAgain()).toBe(false);
  });
});
