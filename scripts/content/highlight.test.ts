import { describe, expect, it, vi } from 'vitest';

describe('highlighting', () => {
  it('colours code the same way the first time as every time after (shiki differs on its first tokenization)', async () => {
    vi.resetModules();
    const { highlight } = await import('./highlight');
    const source = "export default function Rain() {\n  return <p>Rain</p>;\n}\n";
    const first = await highlight(source, 'tsx');
    expect(await highlight(source, 'tsx')).toBe(first);
    expect(first).toContain('<span style="color:#622CBC;--shiki-dark:#B392F0"> Rain</span>');
  });
});
