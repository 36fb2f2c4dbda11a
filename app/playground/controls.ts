/**
 * The controls of a props playground and the values they hold. A definition
 * names its controls once; the values' types follow from them, so the
 * function that turns values into an element is checked against the options
 * it can actually receive.
 */

export type OptionValue = string | number;

export interface SelectControl<T extends OptionValue = OptionValue> {
  type: 'select';
  label: string;
  options: readonly T[];
  initial: T;
  /** How an option reads in the list, when the value itself is not readable. */
  optionLabels?: Partial<Record<T, string>>;
}

export interface SwitchControl {
  type: 'switch';
  label: string;
  initial: boolean;
}

export interface SliderControl {
  type: 'slider';
  label: string;
  min: number;
  max: number;
  step: number;
  initial: number;
  /** Shown after the value: `°`, `px`. */
  unit?: string;
}

export type Control = SelectControl | SwitchControl | SliderControl;
export type Controls = Record<string, Control>;

export type ControlValue<C extends Control> =
  C extends SelectControl<infer T> ? T : C extends SwitchControl ? boolean : C extends SliderControl ? number : never;

export type ControlValues<C extends Controls> = { [K in keyof C]: ControlValue<C[K]> };

export function initialValues<C extends Controls>(controls: C): ControlValues<C> {
  const values: Record<string, unknown> = {};
  for (const [name, control] of Object.entries(controls)) values[name] = control.initial;
  return values as ControlValues<C>;
}

/** The nearest value a slider can hold: within its range, on its steps. */
export function clampToSlider(control: SliderControl, value: number): number {
  if (!Number.isFinite(value)) return control.initial;
  const stepped = control.min + Math.round((value - control.min) / control.step) * control.step;
  // Steps such as 0.1 accumulate binary error: round to the step's own precision.
  const decimals = (String(control.step).split('.')[1] ?? '').length;
  return Number(Math.min(control.max, Math.max(control.min, stepped)).toFixed(decimals));
}

/** Checks a definition once, when its module loads: a wrong initial value is an authoring error, not a runtime state. */
export function validateControls(controls: Controls): void {
  for (const [name, control] of Object.entries(controls)) {
    if (control.type === 'select' && !control.options.includes(control.initial)) {
      throw new Error(`Playground control "${name}": initial value ${String(control.initial)} is not one of its options`);
    }
    if (control.type === 'slider') {
      if (!(control.min < control.max) || !(control.step > 0)) {
        throw new Error(`Playground control "${name}": needs min < max and a positive step`);
      }
      if (clampToSlider(control, control.initial) !== control.initial) {
        throw new Error(`Playground control "${name}": initial value ${control.initial} is not on the slider's steps`);
      }
    }
  }
}
