// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '~/lib/clipboard';

function setClipboard(clipboard: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

function setExecCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copyToClipboard', () => {
  it('uses the asynchronous clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const execCommand = setExecCommand(true);
    await copyToClipboard('npm install @mui/x-data-grid');
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-data-grid');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting the text and the copy command when the API refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    let copiedText = '';
    const execCommand = vi.fn(() => {
      copiedText = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await copyToClipboard('yarn add dayjs');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('yarn add dayjs');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives the focus back to the button that asked for the copy', async () => {
    setClipboard(undefined);
    // As in a browser, where selecting the textarea's text focuses it.
    const execCommand = vi.fn(() => {
      document.querySelector('textarea')?.focus();
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await copyToClipboard('npm install @mui/x-tree-view');
    expect(document.activeElement).toBe(button);
  });

  it('falls back when the API is missing altogether', async () => {
    setClipboard(undefined);
    const execCommand = setExecCommand(true);
    await copyToClipboard('pnpm add @mui/x-charts');
    expect(execCommand).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['returns false', false],
    ['throws', new Error('not supported')],
  ] as const)('raises NotAllowedError when the copy command %s too', async (_, result) => {
    setClipboard({ writeText: () => Promise.reject(new Error('no')) });
    setExecCommand(result);
    const error = await copyToClipboard('text').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotAllowedError');
    expect((error as DOMException).message).toBe('The request is not allowed');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
