import { lazy, Suspense, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { usePage } from '~/content/page-context';
import { demoFilePathname, demoPathname, demoProjectPathname } from '~/content/content-path';
import { CodeHtml } from '~/shell/CodeHtml';
import { copyToClipboard } from '~/lib/clipboard';
import { CODE_VARIANTS } from '~/content/manifest';
import { PREFERENCES_ACTION, useSaveCodePreferences } from '~/preferences/use-code-preferences';
import { demoCodeHash } from '~/preferences/code-preferences';
import { DemoPreview } from './DemoPreview';
import { DeferredFile } from './DeferredFile';
import { openInStackblitz, stackblitzFields } from './stackblitz';
import { useOpenCodeOnHash } from './use-code-hash';
import { STYLING_LABEL, useEditorFile } from './use-editor-file';
import { demoCodeBlockId, useCodeBlocksHtml } from './document-code';
import { buttonClass, buttonGroupClass } from '~/ui/button';
import { VisuallyHidden } from '~/ui/VisuallyHidden';
import { demoEditScope } from '~/content/module-cache';
import styles from './Demo.module.css';
import toolchainJson from '~/.generated/project-toolchain.json';
import type { ProjectToolchain } from './project-toolchain';
import { DOCUMENTED_VERSION } from '~/versions/versions';

const toolchain = toolchainJson as ProjectToolchain;

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };
const COPY_LINK_LABEL: Record<CopyState, string> = { idle: 'Copy link', copied: 'Link copied', failed: 'Copy failed' };
/** How long a button says "Copied" (or that it failed) before it reads as a button again. */
const COPIED_FEEDBACK_MS = 2000;

/** The editor and its libraries load only when a reader presses Edit. */
const DemoEditor = lazy(() => import('./editor/DemoEditor'));

/** A copy to the clipboard with its outcome, shown on the button for a moment. */
function useCopyAction(textToCopy: () => string): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await copyToClipboard(textToCopy());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
  };
  return [state, copy];
}

/**
 * One preference as a group of submit buttons: a form post without
 * JavaScript, a background save with it (see the form's submit handler).
 */
function PreferenceButtons<T extends string>(props: {
  label: string;
  name: 'codeVariant' | 'codeStyling';
  options: readonly T[];
  current: T;
  labelOf: (option: T) => string;
  disabled: boolean;
}) {
  const { label, name, options, current, labelOf, disabled } = props;
  const eventPrefix = name === 'codeVariant' ? 'code-variant' : 'code-styling';
  return (
    <div role="group" aria-label={label} className={buttonGroupClass}>
      {options.map((option) => (
        <button
          key={option}
          type="submit"
          name={name}
          value={option}
          disabled={disabled}
          aria-pressed={current === option}
          className={buttonClass(current === option ? 'contained' : 'outlined')}
          data-ga-event-category="demo"
          data-ga-event-action={`${eventPrefix}-${option}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * A live demo with its source: `<Demo name="BasicDataGrid" />` in a page's MDX.
 * On its full-screen page (`fullScreen`), the code starts hidden, one click
 * away, and there is no link to the full-screen page it is already on.
 */
export function Demo({ name, fullScreen = false }: { name: string; fullScreen?: boolean }) {
  const page = usePage();
  const demo = page.demos[name];
  const { save, pending } = useSaveCodePreferences();
  const [codeOpen, setCodeOpen] = useState(!fullScreen);
  const [stackblitzState, setStackblitzState] = useState<'idle' | 'opening' | 'failed'>('idle');
  // Editing: the editor replaces the code, and once the edited demo renders, it replaces the original.
  const [editing, setEditing] = useState(false);
  const [editedDemo, setEditedDemo] = useState<ReactNode>(null);
  const [editorAnnouncement, setEditorAnnouncement] = useState('');
  useOpenCodeOnHash(name, () => setCodeOpen(true));
  const codeRef = useRef<HTMLDivElement>(null);
  // While the reader edits, Copy takes the code in the editor.
  const editedTextRef = useRef<string | null>(null);
  const [copyState, onCopy] = useCopyAction(() => editedTextRef.current ?? codeRef.current?.textContent ?? '');
  // The link keeps the reader's code language and styling: it opens the demo with the same code.
  const anchor = demo ? demoCodeHash(name, demo.styling, demo.codeVariant) : '';
  const [copyLinkState, onCopyLink] = useCopyAction(() => `${window.location.origin}${window.location.pathname}#${anchor}`);
  const codeId = demoCodeBlockId(name);
  const editorId = `${codeId}-editor`;
  const companionIds = (demo?.companions ?? []).map((_, index) => demoCodeBlockId(name, index));
  const [html = '', ...companionHtml] = useCodeBlocksHtml([
    { id: codeId, html: demo?.html ?? null },
    ...(demo?.companions ?? []).map((companion, index) => ({ id: companionIds[index]!, html: 'html' in companion ? companion.html : '' })),
  ]);
  // Parsed once per code, not on every render of the panel while the reader types.
  const editableSource = useMemo(() => (editing ? textOfHtml(html) : ''), [editing, html]);
  const { file: editorFile, onEditedChange } = useEditorFile(
    editing && demo ? { moduleKey: demo.moduleKey, styling: demo.styling, source: editableSource, variant: demo.codeVariant } : null,
  );

  if (!demo) return null;

  // The project in the code the reader sees: their language and styling.
  const projectQuery = `variant=${demo.codeVariant}${demo.styling === 'system' ? '' : `&styling=${demo.styling}`}`;
  // StackBlitz installs from the npm registry, which lacks these packages at this site's version.
  const unpublished = demo.packages.filter((packageName) => Object.hasOwn(toolchain.vendored, packageName));

  const onOpenInStackblitz = async () => {
    setStackblitzState('opening');
    try {
      const response = await fetch(`${demoProjectPathname(page.key, name, 'json')}?${projectQuery}`);
      if (!response.ok) throw new Error(`project.json answered ${response.status}`);
      const project = (await response.json()) as { title: string; description: string; files: Record<string, string> };
      openInStackblitz(stackblitzFields(project.title, project.description, project.files));
      setStackblitzState('idle');
    } catch {
      // Offline, or the site is being deployed: say so on the button, then let the reader try again.
      setStackblitzState('failed');
      window.setTimeout(() => setStackblitzState('idle'), COPIED_FEEDBACK_MS);
    }
  };

  const toggleEditing = () => {
    setEditing((was) => !was);
    editedTextRef.current = null;
    setEditedDemo(null);
    setEditorAnnouncement('');
    setCodeOpen(true);
  };

  // Without JavaScript the form posts and the action redirects back here;
  // with it, the preference is saved in the background.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name) save({ [submitter.name]: submitter.value });
  };

  return (
    <section id={`demo-${name}`} aria-label={`Demo: ${humanize(name)}`} className={fullScreen ? styles.fullScreenDemo : styles.demo}>
      {editing && editedDemo ? (
        <div className={styles.preview} data-edited-demo={name}>
          {editedDemo}
        </div>
      ) : (
        <DemoPreview
          key={demo.moduleKey}
          moduleKey={demo.moduleKey}
          className={styles.preview}
          islandHtml={demo.islandHtml}
          packages={demo.packages}
        />
      )}
      <div className={styles.toolbar}>
        <form method="post" action={PREFERENCES_ACTION} onSubmit={onSubmit} className={styles.preferences}>
          <input type="hidden" name="returnTo" value={page.pathname} />
          <input type="hidden" name="demo" value={name} />
          <PreferenceButtons
            label="Code language"
            name="codeVariant"
            options={CODE_VARIANTS}
            current={demo.codeVariant}
            labelOf={(variant) => variant}
            disabled={pending}
          />
          {demo.stylings.length > 1 && (
            <PreferenceButtons
              label="Styling"
              name="codeStyling"
              options={demo.stylings}
              current={demo.styling}
              labelOf={(styling) => STYLING_LABEL[styling]}
              disabled={pending}
            />
          )}
        </form>
        <div className={styles.spacer} />
        {!fullScreen && (
          <a className={buttonClass()} href={demoPathname(page.key, name)} aria-label={`${humanize(name)}, full screen`}>
            Full screen
          </a>
        )}
        <a
          className={buttonClass()}
          href={`${demoProjectPathname(page.key, name, 'zip')}?${projectQuery}`}
          download
          aria-label={`Download project: ${humanize(name)}`}
        >
          Download project
        </a>
        {unpublished.length === 0 ? (
          <button
            type="button"
            className={buttonClass()}
            onClick={onOpenInStackblitz}
            disabled={stackblitzState === 'opening'}
            aria-label={stackblitzState === 'failed' ? 'StackBlitz failed' : `Open ${humanize(name)} in StackBlitz`}
            aria-live="polite"
          >
            {stackblitzState === 'failed' ? 'StackBlitz failed' : 'StackBlitz'}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass()}
            aria-disabled="true"
            aria-describedby={`${codeId}-no-stackblitz`}
            title={`StackBlitz installs from the npm registry, which has no ${unpublished.join(', ')} ${DOCUMENTED_VERSION}: download the project, which carries it.`}
          >
            StackBlitz
            <span id={`${codeId}-no-stackblitz`} hidden>
              Not available: the npm registry has no {unpublished.join(', ')} {DOCUMENTED_VERSION}. Download the project, which carries it.
            </span>
          </button>
        )}
        <button type="button" className={buttonClass()} onClick={onCopyLink} aria-live="polite">
          {COPY_LINK_LABEL[copyLinkState]}
        </button>
        <button type="button" className={buttonClass()} onClick={onCopy} aria-live="polite">
          {COPY_LABEL[copyState]}
        </button>
        <button type="button" className={buttonClass()} aria-pressed={editing} onClick={toggleEditing}>
          {editing ? 'Stop editing' : 'Edit'}
        </button>
        <button
          type="button"
          className={buttonClass()}
          aria-expanded={codeOpen}
          aria-controls={editing ? editorId : codeId}
          onClick={() => setCodeOpen((open) => !open)}
        >
          {codeOpen ? 'Hide code' : 'Show code'}
        </button>
      </div>
      {demo.packages.length > 0 && (
        <p className={styles.packages}>
          Needs:{' '}
          {demo.packages.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
        </p>
      )}
      {/* The anchor links and the no-JavaScript redirect point at: #<styling>-<Name>.<tsx|js> */}
      <span id={anchor} />
      {editorFile && (
        // Hidden, not unmounted, by Hide code: the edits and the edited demo stay.
        <div id={editorId} hidden={!codeOpen}>
          <Suspense fallback={<p className={styles.loadingEditor}>Loading the editor…</p>}>
            <DemoEditor
              key={editorFile.moduleKey}
              title={humanize(name)}
              source={editorFile.source}
              variant={editorFile.variant}
              loadScope={() => demoEditScope(editorFile.moduleKey)}
              buttonClassName={buttonClass('outlined')}
              onRender={setEditedDemo}
              onAnnounce={setEditorAnnouncement}
              onEditedChange={onEditedChange}
              onTextChange={(text) => (editedTextRef.current = text)}
            />
          </Suspense>
        </div>
      )}
      <VisuallyHidden role="status">{editorAnnouncement}</VisuallyHidden>
      <CodeHtml
        id={codeId}
        ref={codeRef}
        hidden={!codeOpen || editing}
        data-code-variant={demo.codeVariant}
        className={styles.divided}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {demo.companions.map((companion, index) => (
        <div key={companionIds[index]} className={styles.divided} hidden={!codeOpen}>
          <p className={styles.fileName}>{companion.name}</p>
          {'deferredLines' in companion ? (
            <DeferredFile
              name={companion.name}
              href={`${demoFilePathname(page.key, name, companion.name)}?variant=${demo.codeVariant}`}
              lines={companion.deferredLines}
            />
          ) : (
            <CodeHtml id={companionIds[index]} dangerouslySetInnerHTML={{ __html: companionHtml[index] ?? '' }} />
          )}
        </div>
      ))}
    </section>
  );
}

/** The plain text of server-highlighted code: what the editor starts from (browser only, where editing happens). */
function textOfHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

export function humanize(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
