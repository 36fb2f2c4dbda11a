import { describe, expect, it } from 'vitest';
import { demoIdentifierPrefix } from './demo-server-renderer';

describe('demoIdentifierPrefix', () => {
  it('is the same for the same demo, so server ids and hydrated ids agree', () => {
    expect(demoIdentifierPrefix('react-charts/axis/MultipleAxes')).toBe(demoIdentifierPrefix('react-charts/axis/MultipleAxes'));
  });

  it('differs between demos, so two charts on a page never share an id', () => {
    const keys = ['react-charts/axis/MultipleAxes', 'react-charts/axis/MinMax', 'react-charts/legend/MinMax'];
    expect(new Set(keys.map(demoIdentifierPrefix)).size).toBe(keys.length);
  });

  it('keeps only characters that are safe inside url(#…) references and CSS selectors', () => {
    expect(demoIdentifierPrefix('react-charts/axis/Min Max.tsx')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
