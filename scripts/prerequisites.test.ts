import { describe, expect, it } from 'vitest';
import { missingPrerequisites } from './prerequisites.mjs';

describe('the machine check before npm test', () => {
  it('passes a ready machine', () => {
    expect(missingPrerequisites({ nodeVersion: '20.20.2', exists: () => true })).toEqual([]);
  });

  it('names what is missing and the command that installs it', () => {
    const problems = missingPrerequisites({
      nodeVersion: '20.20.2',
      exists: (file: string) => !file.includes('chromium') && !file.includes('nginx'),
    });
    expect(problems.join('\n')).toContain('Chromium is not at');
    expect(problems.join('\n')).toContain('nginx is not at');
    expect(problems.at(-1)).toBe('Install with: sudo apt-get install -y chromium nginx');
  });

  it('refuses an old Node', () => {
    expect(missingPrerequisites({ nodeVersion: '18.19.0', exists: () => true })).toEqual(['Node 20 or later is needed (this is 18.19.0).']);
  });
});
