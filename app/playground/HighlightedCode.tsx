import { useMemo } from 'react';
import { generate, parse } from 'sugar-high/core';
import { tokenize } from 'sugar-high/lang/typescript';
import { FocusablePre } from '~/ui/FocusablePre';
import styles from './Playground.module.css';

/**
 * Code written in the browser, highlighted there: the playground's code
 * changes with every control, so the server's highlighter cannot do it. The
 * tokens become React elements (no HTML strings), so nothing in the code can
 * be read as markup. The TypeScript tokenizer reads JavaScript and JSX too.
 */
export function HighlightedCode({ code, id }: { code: string; id?: string }) {
  const lines = useMemo(() => generate(parse(code.replace(/\n$/, ''), { tokenize })), [code]);
  return (
    <FocusablePre id={id} className={styles.code}>
      <code>
        {lines.map((line, lineIndex) => (
          <span key={lineIndex}>
            {line.children.map((token, tokenIndex) => (
              <span key={tokenIndex} className={styles[`token-${token.tokenType}`]}>
                {token.children.map((child) => child.value).join('')}
              </span>
            ))}
            {lineIndex < lines.length - 1 ? '\n' : null}
          </span>
        ))}
      </code>
    </FocusablePre>
  );
}
