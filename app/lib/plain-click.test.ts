import { describe, expect, it } from 'vitest';
import { isPlainClick, type ClickModifiers } from './plain-click';

const plain: ClickModifiers = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('isPlainClick', () => {
  it('takes a primary-button click with no modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
    ['a click another handler took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
