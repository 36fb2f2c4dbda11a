import { describe, expect, it } from 'vitest';
import { clampToSlider, initialValues, validateControls, type SliderControl } from './controls';

const radius: SliderControl = { type: 'slider', label: 'Inner radius', min: 0, max: 100, step: 10, initial: 30 };

describe('playground controls', () => {
  it("start from each control's initial value", () => {
    expect(
      initialValues({
        layout: { type: 'select', label: 'Layout', options: ['vertical', 'horizontal'], initial: 'vertical' },
        legend: { type: 'switch', label: 'Legend', initial: true },
        radius,
      }),
    ).toEqual({ layout: 'vertical', legend: true, radius: 30 });
  });

  it('keep slider values inside the range and on the steps', () => {
    expect(clampToSlider(radius, 37)).toBe(40);
    expect(clampToSlider(radius, -5)).toBe(0);
    expect(clampToSlider(radius, 1000)).toBe(100);
    expect(clampToSlider(radius, Number.NaN)).toBe(30);
    expect(clampToSlider({ ...radius, min: 0, max: 1, step: 0.1 }, 0.30000000000000004)).toBe(0.3);
  });

  it('reject definitions whose initial values the controls cannot hold', () => {
    expect(() => validateControls({ layout: { type: 'select', label: 'Layout', options: ['a', 'b'], initial: 'c' } })).toThrow(
      /not one of its options/,
    );
    expect(() => validateControls({ radius: { ...radius, initial: 35 } })).toThrow(/not on the slider's steps/);
    expect(() => validateControls({ radius: { ...radius, min: 10, max: 0 } })).toThrow(/min < max/);
    expect(() => validateControls({ radius })).not.toThrow();
  });
});
