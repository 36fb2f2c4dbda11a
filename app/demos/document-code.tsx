/**
 * Highlighted demo code is sent once. A document request carries it in the page's HTML only: the
 * loader moves it out of the page data into a request-scoped map that the server render reads, and
 * the browser reads each block back from the DOM when it hydrates. Data requests (client-side
 * navigation, a change of code variant) carry it in the data, since there is no HTML then.
 * On the Date Picker page the duplicate was a third of the document.
 */
import { createContext, useContext, useState } from 'react';

/** Code block id → its highlighted HTML, for the render of one document. */
export type DocumentCode = Map<string, string>;

const DocumentCodeContext = createContext<DocumentCode | null>(null);
export const DocumentCodeProvider = DocumentCodeContext.Provider;

export function demoCodeBlockId(demoName: string, companionIndex?: number): string {
  return companionIndex === undefined ? `demo-${demoName}-code` : `demo-${demoName}-code-${companionIndex + 1}`;
}

/**
 * The HTML of each code block: the one in the data when there is one, else the server render's
 * copy, else (hydrating a document) the block already in the DOM, kept for later renders.
 */
export function useCodeBlocksHtml(blocks: readonly { id: string; html: string | null }[]): string[] {
  const documentCode = useContext(DocumentCodeContext);
  const [fromDocument] = useState(() => {
    const found = new Map<string, string>();
    for (const { id, html } of blocks) {
      if (html !== null) continue;
      const copy = documentCode
        ? documentCode.get(id)
        : typeof document === 'undefined'
          ? undefined
          : document.getElementById(id)?.innerHTML;
      found.set(id, copy ?? '');
    }
    return found;
  });
  return blocks.map(({ id, html }) => html ?? fromDocument.get(id) ?? '');
}
