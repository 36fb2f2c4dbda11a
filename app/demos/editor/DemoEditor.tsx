/**
 * Edit in place: the demo's code in an editor, and the demo rendered from
 * that code as the reader types. Loaded only when a reader presses Edit, so
 * a page nobody edits never downloads CodeMirror, Sucrase or this module.
 *
 * It imports nothing of the site's own modules: what it needs from them (the
 * demo's bindings, the demo frame, the button style, the live region) comes
 * from the demo panel. A static import of a module the page already loads
 * would make the bundler split that module into a chunk of its own, and
 * every page, edited or not, would load more, smaller files.
 */
import { Component, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CodeVariant } from '~/content/manifest';
import { createCodeEditor, type CodeEditor } from './code-editor';
import { DemoImportError, isFromModules, lineOfError, runDemoModule, type EditScope } from './run-demo-module';
import { DemoSyntaxError, transpileDemo } from './transpile';
import styles from './DemoEditor.module.css';

/** Quiet time after the last keystroke before the demo is rebuilt from the code. */
export const EDIT_DEBOUNCE_MS = 400;

const LANGUAGE_NAME: Record<CodeVariant, string> = { TS: 'TypeScript', JS: 'JavaScript' };

/** The frame every demo island renders in (theme, Emotion, error boundary): app/demos/DemoRoot.tsx, already an entry of its own. */
const loadFrame = () => import('../DemoRoot').then((module) => module.DemoRoot);

interface Rendered {
  Component: ComponentType;
  version: number;
}

/** `later`: thrown after the demo rendered, by its event handlers, timers or promises. */
type Problem = { message: string; line: number | null; later?: boolean };

export interface DemoEditorProps {
  /** The demo's name as readers see it ("Basic Data Grid"). */
  title: string;
  /** The demo's code in the variant the page shows. */
  source: string;
  variant: CodeVariant;
  /** The bindings the demo imports (its island module's `editScope`): what edited code runs against. */
  loadScope: () => Promise<EditScope>;
  buttonClassName: string;
  /** The edited demo, to draw in the preview area in place of the original; null until the first render. */
  onRender: (demo: ReactNode) => void;
  /** A message for screen readers, for the panel's live region. */
  onAnnounce: (message: string) => void;
  /** Whether the editor's text differs from the code it started from (or was reset or switched to). */
  onEditedChange: (edited: boolean) => void;
  /** The editor's text, on every change: what the panel's Copy button copies while the reader edits. */
  onTextChange: (text: string) => void;
}

export default function DemoEditor(props: DemoEditorProps) {
  const { title, source, variant, buttonClassName } = props;
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<CodeEditor | null>(null);
  // The code the editor started from, in the language it is written in: what Reset returns to.
  const baseRef = useRef({ source, variant });
  const textRef = useRef(source);
  const callbacksRef = useRef(props);
  callbacksRef.current = props;
  const [Frame, setFrame] = useState<ComponentType<{ children: ReactNode }> | null>(null);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The last versions that mounted, newest last: when one fails while rendering or in an effect, the one before it comes back.
  const mountedRef = useRef<Rendered[]>([]);
  const announce = (message: string) => callbacksRef.current.onAnnounce(message);
  const textChanged = (text: string) => {
    textRef.current = text;
    callbacksRef.current.onTextChange(text);
    callbacksRef.current.onEditedChange(text !== baseRef.current.source);
  };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let sequence = 0;
    let timer: number | undefined;
    const scope = callbacksRef.current.loadScope();
    const frame = loadFrame();
    const moduleUrls = new Set<string>();

    // An error the edited code throws outside rendering (a click handler, a timer) never reaches React's boundary.
    const onUncaught = (error: unknown) => {
      if (!isFromModules(error, moduleUrls)) return;
      const found = { message: messageOf(error), line: lineOfError(error), later: true };
      setProblem(found);
      announce(found.line ? `Error on line ${found.line}: ${found.message}` : `Error: ${found.message}`);
    };
    const onError = (event: ErrorEvent) => onUncaught(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onUncaught(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    const run = async (text: string) => {
      const attempt = (sequence += 1);
      try {
        const transpiled = transpileDemo(text, baseRef.current.variant);
        const [edited, DemoFrame] = await Promise.all([scope.then((bindings) => runDemoModule(transpiled, bindings)), frame]);
        moduleUrls.add(edited.url);
        if (attempt !== sequence) return;
        setFrame(() => DemoFrame);
        setRendered({ Component: edited.Component, version: attempt });
        setProblem(null);
        announce(attempt === 1 ? `Editing ${title}: the demo follows your changes.` : 'Demo updated.');
      } catch (error) {
        if (attempt !== sequence) return;
        const found = describeProblem(error, text);
        setProblem(found);
        announce(found.line ? `Error on line ${found.line}: ${found.message}` : `Error: ${found.message}`);
      }
    };

    const editor = createCodeEditor({
      parent: host,
      text: baseRef.current.source,
      variant: baseRef.current.variant,
      label: `Code of ${title}, ${LANGUAGE_NAME[baseRef.current.variant]}`,
      describedBy: hintId,
      onChange: (text) => {
        textChanged(text);
        window.clearTimeout(timer);
        timer = window.setTimeout(() => void run(text), EDIT_DEBOUNCE_MS);
      },
    });
    editorRef.current = editor;
    textChanged(baseRef.current.source);
    editor.view.focus();
    void run(baseRef.current.source);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(timer);
      sequence += 1;
      editor.destroy();
      editorRef.current = null;
    };
    // The editor is created once per demo (the panel keys it by module); a new variant arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The reader switched between TypeScript and JavaScript while editing.
  useEffect(() => {
    const base = baseRef.current;
    if (variant === base.variant) return;
    const edited = textRef.current !== base.source;
    const keep =
      edited &&
      window.confirm(
        `Keep your edits? OK keeps your edited ${LANGUAGE_NAME[base.variant]} in the editor; Cancel replaces it with the ${LANGUAGE_NAME[variant]} code of the demo.`,
      );
    if (keep) return;
    baseRef.current = { source, variant };
    editorRef.current?.replace(source, variant);
    textChanged(source);
  }, [source, variant]);

  const onRenderError = (error: unknown, version: number) => {
    setProblem({ message: messageOf(error), line: lineOfError(error) });
    announce(`The demo failed while rendering: ${messageOf(error)}`);
    mountedRef.current = mountedRef.current.filter((earlier) => earlier.version !== version);
    setRendered(mountedRef.current.at(-1) ?? null);
  };

  const live =
    Frame && rendered ? (
      <Frame>
        <LiveBoundary
          key={rendered.version}
          onError={(error) => onRenderError(error, rendered.version)}
          onCommit={() => (mountedRef.current = [...mountedRef.current.slice(-1), rendered])}
        >
          <rendered.Component />
        </LiveBoundary>
      </Frame>
    ) : null;
  useEffect(() => callbacksRef.current.onRender(live), [Frame, rendered]); // eslint-disable-line react-hooks/exhaustive-deps

  const reset = () => {
    const { source: original, variant: language } = baseRef.current;
    editorRef.current?.replace(original, language);
    textChanged(original);
    announce('Code reset to the original demo.');
  };

  return (
    <div className={styles.editor}>
      <p id={hintId} className={styles.hint}>
        Editing {LANGUAGE_NAME[baseRef.current.variant]}. The demo updates as you type. Tab indents; press Esc then Tab to leave the editor.
      </p>
      {/* Code reads left to right in a right-to-left page too, as the read-only code block does. */}
      <div ref={hostRef} className={styles.code} dir="ltr" />
      {problem && (
        <div className={styles.problem} data-testid="demo-editor-problem">
          <strong>{problem.line ? `Line ${problem.line}: ` : ''}</strong>
          {problem.message}
          {problem.later ? (
            <span className={styles.kept}> Thrown while the demo was running, by an event handler, a timer or a promise.</span>
          ) : (
            rendered && <span className={styles.kept}> The demo shows the last code that worked.</span>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName} onClick={reset}>
          Reset
        </button>
      </div>
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What went wrong, with the line the reader should look at when there is one. */
function describeProblem(error: unknown, text: string): Problem {
  if (error instanceof DemoSyntaxError) return { message: error.message, line: error.line };
  if (error instanceof DemoImportError) {
    const index = text.split('\n').findIndex((line) => line.includes(`'${error.specifier}'`) || line.includes(`"${error.specifier}"`));
    return { message: error.message, line: index >= 0 ? index + 1 : lineOfError(error) };
  }
  return { message: messageOf(error), line: lineOfError(error) };
}

/** Catches what the edited demo throws while rendering, so the page and the editor stay up. */
class LiveBoundary extends Component<
  { children: ReactNode; onError: (error: unknown) => void; onCommit: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    if (!this.state.failed) this.props.onCommit();
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
