import { useEffect, useRef, useState } from 'react';
import type { CodeStyling, CodeVariant } from '~/content/manifest';

export const STYLING_LABEL: Record<CodeStyling, string> = { system: 'MUI System', css: 'CSS', tailwind: 'Tailwind' };

/** One file of a demo, as the editor opens it. */
export interface EditorFile {
  /** The demo module this file belongs to: one per styling. */
  moduleKey: string;
  styling: CodeStyling;
  source: string;
  variant: CodeVariant;
}

interface Held {
  file: EditorFile;
  /** The reader chose to keep editing this file after switching the page to another styling. */
  kept: boolean;
}

const sameFile = (a: EditorFile, b: EditorFile) =>
  a.moduleKey === b.moduleKey && a.styling === b.styling && a.source === b.source && a.variant === b.variant;

/**
 * The file the editor holds while the reader edits: the file the page shows,
 * except across a styling switch. Each styling is a module of its own, so a
 * switch starts the editor again on another file; with edits in the editor,
 * the reader is asked first (as the TS/JS switch asks inside the editor), and
 * the edited file stays if they say so. The styling is a site-wide preference,
 * so the switch may come from any demo's buttons or from the settings.
 *
 * `shown` is the file the page shows now, or null when the reader is not editing.
 */
export function useEditorFile(shown: EditorFile | null): { file: EditorFile | null; onEditedChange: (edited: boolean) => void } {
  const [held, setHeld] = useState<Held | null>(null);
  const editedRef = useRef(false);

  // Until the reader has answered (and after they chose to keep their edits),
  // the editor keeps the file it had: keyed by its module, it must not remount.
  const file = !shown ? null : !held || held.file.moduleKey === shown.moduleKey ? shown : held.file;

  useEffect(() => {
    if (!shown) {
      editedRef.current = false;
      setHeld(null);
      return;
    }
    if (!held || held.file.moduleKey === shown.moduleKey) {
      if (!held || held.kept || !sameFile(held.file, shown)) setHeld({ file: shown, kept: false });
      return;
    }
    if (held.kept) return;
    const keep =
      editedRef.current &&
      window.confirm(
        `Keep your edits? OK keeps your edited ${STYLING_LABEL[held.file.styling]} version in the editor; Cancel replaces it with the ${STYLING_LABEL[shown.styling]} version of the demo.`,
      );
    if (keep) {
      setHeld({ file: held.file, kept: true });
    } else {
      editedRef.current = false;
      setHeld({ file: shown, kept: false });
    }
    // `shown` is a new object on every render; what matters is its fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.moduleKey, shown?.styling, shown?.source, shown?.variant, held]);

  return {
    file,
    onEditedChange: (edited) => {
      editedRef.current = edited;
    },
  };
}
