import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from '@remix-run/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePage } from '~/content/page-context';
import { CodeHtml } from '~/shell/CodeHtml';
import { copyToClipboard } from '~/lib/clipboard';
import { CODE_VARIANTS, type CodeStyling } from '~/content/manifest';
import { PREFERENCES_ACTION, useSaveCodePreferences } from '~/preferences/use-code-preferences';
import { demoCodeHash } from '~/preferences/code-preferences';
import { DemoPreview } from './DemoPreview';
import { useOpenCodeOnHash } from './use-code-hash';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABEL: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };
const STYLING_LABEL: Record<CodeStyling, string> = { system: 'MUI System', css: 'CSS', tailwind: 'Tailwind' };

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
  sx?: SxProps<Theme>;
}) {
  const { label, name, options, current, labelOf, disabled, sx } = props;
  const eventPrefix = name === 'codeVariant' ? 'code-variant' : 'code-styling';
  return (
    <ButtonGroup size="small" aria-label={label} disabled={disabled} sx={sx}>
      {options.map((option) => (
        <Button
          key={option}
          type="submit"
          name={name}
          value={option}
          aria-pressed={current === option}
          variant={current === option ? 'contained' : 'outlined'}
          data-ga-event-category="demo"
          data-ga-event-action={`${eventPrefix}-${option}`}
        >
          {labelOf(option)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** A live demo with its source: `<Demo name="BasicDataGrid" />` in a page's MDX. */
export function Demo({ name }: { name: string }) {
  const demo = usePage().demos[name];
  const { pathname } = useLocation();
  const { save, pending } = useSaveCodePreferences();
  const [codeOpen, setCodeOpen] = useState(true);
  useOpenCodeOnHash(name, () => setCodeOpen(true));
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLDivElement>(null);

  if (!demo) return null;
  const codeId = `demo-${name}-code`;
  const anchor = demoCodeHash(name, demo.styling, demo.codeVariant);

  // Without JavaScript the form posts and the action redirects back here;
  // with it, the preference is saved in the background.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name) save({ [submitter.name]: submitter.value });
  };

  const onCopy = async () => {
    try {
      await copyToClipboard(codeRef.current?.textContent ?? '');
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    window.setTimeout(() => setCopyState('idle'), 2000);
  };

  return (
    <Paper component="section" variant="outlined" id={`demo-${name}`} aria-label={`Demo: ${humanize(name)}`} sx={{ mb: 3, overflow: 'hidden' }}>
      <DemoPreview moduleKey={demo.moduleKey} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="form" method="post" action={PREFERENCES_ACTION} onSubmit={onSubmit} sx={{ display: 'flex' }}>
          <input type="hidden" name="returnTo" value={pathname} />
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
              sx={{ ml: 1 }}
            />
          )}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onCopy} aria-live="polite">
          {COPY_LABEL[copyState]}
        </Button>
        <Button size="small" aria-expanded={codeOpen} aria-controls={codeId} onClick={() => setCodeOpen((open) => !open)}>
          {codeOpen ? 'Hide code' : 'Show code'}
        </Button>
      </Box>
      {/* The anchor links and the no-JavaScript redirect point at: #<styling>-<Name>.<tsx|js> */}
      <span id={anchor} />
      <CodeHtml
        id={codeId}
        ref={codeRef}
        hidden={!codeOpen}
        data-code-variant={demo.codeVariant}
        sx={{ borderTop: 1, borderColor: 'divider' }}
        dangerouslySetInnerHTML={{ __html: demo.html }}
      />
      {codeOpen &&
        demo.companions.map((companion) => (
          <Box key={companion.name} sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Box component="p" sx={{ m: 0, px: 2, pt: 1, fontSize: 12, fontFamily: 'monospace', color: 'text.secondary' }}>
              {companion.name}
            </Box>
            <CodeHtml dangerouslySetInnerHTML={{ __html: companion.html }} />
          </Box>
        ))}
    </Paper>
  );
}

function humanize(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
