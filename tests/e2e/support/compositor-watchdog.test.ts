import { describe, expect, it } from 'vitest';
import { checkCompositor, type CompositorProbe } from './compositor-watchdog';

/** A page that answers (or not) and draws (or not) as told, before and after being shown again, and remembers if it was. */
function fakePage({
  answers = [true],
  draws = true,
  drawsOnceShown = true,
}: {
  answers?: boolean[];
  draws?: boolean;
  drawsOnceShown?: boolean;
}) {
  let shown = false;
  let pings = 0;
  const probe: CompositorProbe = {
    answersVisible: async () => answers[Math.min(pings++, answers.length - 1)] ?? false,
    frameWithin: async () => (shown ? drawsOnceShown : draws),
    showAgain: async () => {
      shown = true;
    },
  };
  return { probe, wasShownAgain: () => shown };
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
    const incurable = fakePage({ draws: false, drawsOnceShown: false });
    expect(await checkCompositor(incurable.probe)).toBe('still stalled');
  });

  it('leaves a page whose main thread does not answer, or is hidden, before or after the missing frame', async () => {
    const stuck = fakePage({ answers: [false], draws: false });
    expect(await checkCompositor(stuck.probe)).toBe('busy or hidden');
    const busyAfter = fakePage({ answers: [true, false], draws: false });
    expect(await checkCompositor(busyAfter.probe)).toBe('busy or hidden');
    expect(stuck.wasShownAgain() || busyAfter.wasShownAgain()).toBe(false);
  });
});
