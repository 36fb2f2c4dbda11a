/** What a page's playground module uses: `export default definePlayground({...})`, with `code()` and `declared()` for its values. */
export { code, declared, type ElementDescription, type ImportSpec } from './code';
export { definePlayground, type PlaygroundDefinition } from './PlaygroundView';
