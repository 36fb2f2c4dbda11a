import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CODE_VARIANTS, type CodeVariant } from '~/content/manifest';
import { demoFileExtension } from '~/domain/demos';
import { copyToClipboard } from '~/lib/clipboard';
import { generateCode, renderElement, type ElementDescription } from './code';
import {
  clampToSlider,
  initialValues,
  validateControls,
  type Control,
  type ControlValues,
  type Controls,
  type SelectControl,
  type SliderControl,
} from './controls';
import { HighlightedCode } from './HighlightedCode';
import demoStyles from '~/demos/Demo.module.css';
import styles from './Playground.module.css';

export interface PlaygroundDefinition<C extends Controls> {
  /** The component's name in the generated code: `export default function <name>()`. */
  name: string;
  controls: C;
  /** The element for the controls' values; the preview renders it and the code writes it out. */
  element: (values: ControlValues<C>) => ElementDescription;
}

/** What the page passes the island: the reader's code variant, and how to change it for the whole site. */
export type PlaygroundIslandProps = {
  codeVariant: CodeVariant;
  onCodeVariantChange?: (variant: CodeVariant) => void;
};

/**
 * A page's playground module default-exports `definePlayground({...})`: the
 * component the island renders, on the server and in the browser alike.
 */
export function definePlayground<const C extends Controls>(definition: PlaygroundDefinition<C>): PlaygroundComponent {
  validateControls(definition.controls);
  function Playground(props: PlaygroundIslandProps) {
    return <PlaygroundView definition={definition} {...props} />;
  }
  Playground.displayName = `Playground(${definition.name})`;
  // Kept on the component for the tests that type-check the code every control can produce.
  Playground.definition = definition as unknown as PlaygroundDefinition<Controls>;
  return Playground;
}

export type PlaygroundComponent = ComponentType<PlaygroundIslandProps> & { definition: PlaygroundDefinition<Controls> };

function SelectInput({ control, value, onChange }: { control: SelectControl; value: unknown; onChange: (value: unknown) => void }) {
  return (
    <TextField
      select
      size="small"
      label={control.label}
      value={String(value)}
      // The option is found by its text, so numeric options come back as numbers.
      onChange={(event) => onChange(control.options.find((option) => String(option) === event.target.value) ?? control.initial)}
      slotProps={{ select: { native: true } }}
    >
      {control.options.map((option) => (
        <option key={String(option)} value={String(option)}>
          {control.optionLabels?.[option] ?? String(option)}
        </option>
      ))}
    </TextField>
  );
}

function SliderInput({ control, value, onChange }: { control: SliderControl; value: number; onChange: (value: number) => void }) {
  const labelId = useId();
  const unit = control.unit ?? '';
  return (
    <div>
      <p id={labelId} className={styles.sliderLabel}>
        {control.label}
        <span className={styles.sliderValue}>
          {value}
          {unit}
        </span>
      </p>
      <Slider
        size="small"
        aria-labelledby={labelId}
        getAriaValueText={(current) => `${current}${unit}`}
        value={value}
        min={control.min}
        max={control.max}
        step={control.step}
        onChange={(_, next) => onChange(clampToSlider(control, Array.isArray(next) ? (next[0] ?? control.initial) : next))}
      />
    </div>
  );
}

function ControlInput({ control, value, onChange }: { control: Control; value: unknown; onChange: (value: unknown) => void }) {
  switch (control.type) {
    case 'select':
      return <SelectInput control={control} value={value} onChange={onChange} />;
    case 'switch':
      return (
        <FormControlLabel
          control={<Switch size="small" checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={control.label}
        />
      );
    case 'slider':
      return <SliderInput control={control} value={typeof value === 'number' ? value : control.initial} onChange={onChange} />;
  }
}

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_LABEL: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

export function PlaygroundView<C extends Controls>({
  definition,
  codeVariant,
  onCodeVariantChange,
}: PlaygroundIslandProps & { definition: PlaygroundDefinition<C> }) {
  const [values, setValues] = useState<ControlValues<C>>(() => initialValues(definition.controls));
  // The reader's choice shows at once; the page confirms it when the preference is saved.
  const [variant, setVariant] = useState(codeVariant);
  useEffect(() => setVariant(codeVariant), [codeVariant]);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const codeId = useId();

  const description = useMemo(() => definition.element(values), [definition, values]);
  const source = useMemo(() => generateCode(description, variant, definition.name), [description, variant, definition.name]);

  const chooseVariant = (next: CodeVariant | null) => {
    if (!next || next === variant) return;
    setVariant(next);
    onCodeVariantChange?.(next);
  };

  const copy = async () => {
    try {
      await copyToClipboard(source);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    window.setTimeout(() => setCopyState('idle'), 2000);
  };

  return (
    <div className={demoStyles.demo}>
      <div className={styles.stage}>
        <div className={styles.preview}>{renderElement(description)}</div>
        <fieldset className={styles.controls}>
          <legend className={styles.legend}>Props</legend>
          {Object.entries(definition.controls).map(([name, control]) => (
            <ControlInput
              key={name}
              control={control}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          ))}
        </fieldset>
      </div>
      <div className={demoStyles.toolbar}>
        <p className={styles.fileName}>
          {definition.name}.{demoFileExtension(variant)}
        </p>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, next: CodeVariant | null) => chooseVariant(next)}
          aria-label="Code language"
        >
          {CODE_VARIANTS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ py: 0.25 }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-controls={codeId} aria-live="polite">
          {COPY_LABEL[copyState]}
        </Button>
      </div>
      <HighlightedCode id={codeId} code={source} />
    </div>
  );
}
