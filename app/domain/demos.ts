/** The small rules every part of the site applies to demos. */
import type { CodeStyling, CodeVariant, DemoEntry } from '~/content/manifest';

/** A demo's name: its component's, which is also its file's (`BasicDataGrid.tsx`). */
export const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** A demo's source file extension in each code variant. */
export function demoFileExtension(variant: CodeVariant): 'tsx' | 'js' {
  return variant === 'TS' ? 'tsx' : 'js';
}

/** The language of a demo's code block in each variant. */
export function demoCodeLanguage(variant: CodeVariant): 'tsx' | 'jsx' {
  return variant === 'TS' ? 'tsx' : 'jsx';
}

/** The styling a demo is shown in: the reader's when the demo has it, otherwise the MUI System one every demo has. */
export function demoStyling(demo: Pick<DemoEntry, 'stylings'>, wanted: CodeStyling): CodeStyling {
  return demo.stylings[wanted] ? wanted : 'system';
}
