import { describe, expect, it } from 'vitest';
import { median, percentile } from './statistics';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN with nothing to measure, never a crash', () => {
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);

  it('uses the nearest rank', () => {
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 1)).toBe(100);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
