/*
 * Sucrase ships the declarations of its parser apart from its ES modules, and
 * has no `exports` map to tie them together; these tie the two paths the loop
 * guard imports to the declarations of the same version.
 */
declare module 'sucrase/dist/esm/parser/index.js' {
  export * from 'sucrase/dist/types/parser/index';
}

declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
