import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 9_007_199_254_740_991, -1234]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('drops a fraction rather than rounding it', () => {
    expect(formatCount(1234.9)).toBe('1,234');
  });
});
