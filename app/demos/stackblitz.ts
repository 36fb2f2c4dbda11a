/**
 * Open a demo in StackBlitz: its project files posted to StackBlitz's
 * documented project-creation endpoint, in a new tab. The files come from
 * this site (`project.json`, the same files as the downloadable zip).
 */

/** StackBlitz's POST API; the only address besides this site that the pages' forms may post to (their CSP's form-action). */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** The form fields StackBlitz reads: `project[title]`, `project[template]`, one `project[files][<path>]` per file. */
export function stackblitzFields(title: string, description: string, files: Record<string, string>): [string, string][] {
  return [
    ['project[title]', title],
    ['project[description]', description],
    // The node template runs the project's own package.json scripts (Vite here).
    ['project[template]', 'node'],
    ...Object.entries(files).map(([path, content]): [string, string] => [`project[files][${path}]`, content]),
  ];
}

/** Builds the form in the page, submits it to a new tab, and removes it. */
export function openInStackblitz(fields: [string, string][]): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = STACKBLITZ_RUN_URL;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
