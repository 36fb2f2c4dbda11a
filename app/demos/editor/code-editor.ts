/**
 * The CodeMirror setup of the demo editor: TypeScript or JavaScript with JSX,
 * highlighted with class names (coloured by DemoEditor.module.css in both
 * colour modes). Tab indents; Escape then Tab moves focus out, which
 * CodeMirror provides and the editor's hint tells the reader.
 */
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import type { CodeVariant } from '~/content/manifest';

export interface CodeEditor {
  view: EditorView;
  /** Replaces the whole text, in the given language (a TS/JS switch or a reset). */
  replace(text: string, variant: CodeVariant): void;
  destroy(): void;
}

function language(variant: CodeVariant) {
  return javascript({ typescript: variant === 'TS', jsx: true });
}

export function createCodeEditor(options: {
  parent: HTMLElement;
  text: string;
  variant: CodeVariant;
  label: string;
  describedBy: string;
  onChange: (text: string) => void;
}): CodeEditor {
  const languageSlot = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageSlot.of(language(options.variant)),
        syntaxHighlighting(classHighlighter),
        EditorView.contentAttributes.of({ 'aria-label': options.label, 'aria-describedby': options.describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    replace(text, variant) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        effects: languageSlot.reconfigure(language(variant)),
      });
    },
    destroy: () => view.destroy(),
  };
}
