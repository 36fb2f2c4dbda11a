import { describe, expect, it } from 'vitest';
import { serializeEmotionStyles } from './CriticalStyles';

describe('serializeEmotionStyles', () => {
  const chunks = [
    { key: 'mui-global', ids: ['vars'], css: ':root{--a:1;}' },
    { key: 'mui', ids: ['abc', 'def'], css: '.mui-abc{color:red;}.mui-def{color:blue;}' },
    { key: 'mui-global', ids: ['baseline'], css: 'body{margin:0;}' },
    { key: 'mui', ids: [], css: '' },
  ];

  it('writes tags Emotion’s default cache leaves in place, each chunk once, empty ones left out', () => {
    const html = serializeEmotionStyles(chunks);
    expect(html.match(/<style [^>]*>/g)).toEqual([
      '<style data-s="" data-emotion="mui abc def">',
      '<style data-s="" data-emotion="mui-global vars">',
      '<style data-s="" data-emotion="mui-global baseline">',
    ]);
  });

  it('puts component styles before global ones, the order the site’s cache leaves them in as it adopts them', () => {
    const html = serializeEmotionStyles(chunks);
    expect(html.indexOf('.mui-abc{')).toBeLessThan(html.indexOf(':root{'));
    expect(html.indexOf(':root{')).toBeLessThan(html.indexOf('body{'));
  });
});
