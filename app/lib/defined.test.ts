import { describe, expect, it } from 'vitest';
import { defined } from './defined';

describe('defined', () => {
  it('returns present values, falsy ones included', () => {
    expect(defined(0, 'a count')).toBe(0);
    expect(defined('', 'a label')).toBe('');
  });

  it('throws, naming what was expected, for undefined and null', () => {
    expect(() => defined(undefined, 'the first row')).toThrow('expected the first row');
    expect(() => defined(null, 'a page')).toThrow('expected a page');
  });
});
