/**
 * Copies text to the clipboard. The asynchronous Clipboard API comes first;
 * where it is missing or refuses (insecure origin, permissions), a hidden
 * textarea is selected and copied with the legacy command. When both fail
 * the promise rejects with the DOMException browsers themselves use.
 */
export async function copyToClipboard(text: string, doc: Document = document): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the legacy path.
    }
  }
  if (!copyWithSelection(text, doc)) {
    throw new DOMException('The request is not allowed', 'NotAllowedError');
  }
}

function copyWithSelection(text: string, doc: Document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  doc.body.appendChild(textarea);
  // Selecting the textarea focuses it; once it is removed, focus would fall to <body>.
  const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const selection = doc.getSelection();
  const previousRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  try {
    textarea.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
    if (previousRange && selection) {
      selection.removeAllRanges();
      selection.addRange(previousRange);
    }
  }
}
