import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './declarations';

describe('markdownToHtml', () => {
  it('makes a code block of a description focusable, so a keyboard can scroll it', () => {
    const html = markdownToHtml('Pass the instance:\n\n```jsx\ndateLibInstance={momentTimeZone}\n```');
    expect(html).toContain('<pre tabindex="0"><code class="language-jsx">dateLibInstance={momentTimeZone}');
  });

  it('leaves a <pre> written in the JSDoc escaped, not turned into markup', () => {
    expect(markdownToHtml('Not a block: <pre>x</pre>')).toBe('<p>Not a block: &lt;pre&gt;x&lt;/pre&gt;</p>');
  });

  it('makes a link of a `{@link}` to a web address, and code of one to a name', () => {
    expect(markdownToHtml('Use the {@link https://example.org/a#b Viewport loading} instead.')).toBe(
      '<p>Use the <a href="https://example.org/a#b">Viewport loading</a> instead.</p>',
    );
    expect(markdownToHtml('See {@link GridApi}.')).toBe('<p>See <code>GridApi</code>.</p>');
  });
});
