import { LIMITS } from '@labbridge/shared-types';
import {
  type ChangeEvent,
  type ElementType,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { Textarea } from './textarea';

/** The attributes a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** One message or the server's list of messages for this field. */
  error?: string | readonly string[];
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and error text, all wired for screen readers. */
export function Field({ label, hint, error, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errorText = Array.isArray(error) ? error.join(' ') : (error as string | undefined);
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label so the label text stays exactly the field name. */}
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': errorText ? true : undefined,
        required,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

type FieldOwnProps = Omit<FieldProps, 'children'>;

/** Splits a field's own props (label, hint, error …) from the ones meant for its control. */
const splitField = <P extends FieldOwnProps>({
  label,
  hint,
  error,
  required,
  className,
  ...control
}: P) => [{ label, hint, error, required, className }, control] as const;

/** A control that holds a string: the field hands it the text, not the change event. */
interface StringValue<V extends string = string> {
  value: V;
  onValueChange: (value: V) => void;
}

/** The props of a field around one string control whose own props are `A`. */
type StringFieldProps<A, V extends string = string> = FieldOwnProps &
  StringValue<V> &
  Omit<A, 'children' | 'className' | 'onChange' | 'value'>;

/** The control of a string field as `Field` renders it: wired to the label, given the text. */
function StringControl<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>({
  as: Control,
  value,
  onValueChange,
  children,
  ...props
}: FieldOwnProps &
  StringValue & {
    as: ElementType;
    children?: ReactNode;
  }) {
  const [field, control] = splitField(props);
  return (
    <Field {...field}>
      {(wiring) => (
        <Control
          {...wiring}
          {...control}
          value={value}
          onChange={(event: ChangeEvent<E>) => onValueChange(event.target.value)}
        >
          {children}
        </Control>
      )}
    </Field>
  );
}

type TextFieldProps = StringFieldProps<InputHTMLAttributes<HTMLInputElement>>;

/** The common case of Field: one text input holding a string (email, password, name …). */
export function TextField(props: TextFieldProps) {
  return <StringControl<HTMLInputElement> as={Input} {...props} />;
}

type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'required' | 'autoComplete' | 'minLength'
> & {
  /**
   * 'current' is filled in by the browser's password manager; 'new' states and sets the minimum
   * length; 'confirm' repeats a new one. Browsers offer to save the new one.
   */
  purpose?: 'current' | 'new' | 'confirm';
};

/** A required password field (sign-in, sign-up, changing or confirming a password). */
export function PasswordField({ purpose = 'current', ...props }: PasswordFieldProps) {
  return (
    <TextField
      required
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      {...(purpose === 'new' && {
        hint: `At least ${LIMITS.passwordMinLength} characters`,
        minLength: LIMITS.passwordMinLength,
      })}
      {...props}
    />
  );
}

/** A required field for the user's own email address, which the browser may fill in. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'required' | 'autoComplete'>,
) {
  return <TextField label="Email" required type="email" autoComplete="email" {...props} />;
}

/** A share in percent (equity, a milestone's part of the grant): 0 to 100 in equity steps. */
export function PercentField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'>,
) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={LIMITS.equityStep}
      {...props}
    />
  );
}

type TextAreaFieldProps = StringFieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** Field with a text box of several lines (a description, a reason, a clause). */
export function TextAreaField(props: TextAreaFieldProps) {
  return <StringControl<HTMLTextAreaElement> as={Textarea} {...props} />;
}

/** One choice of a SelectField: its value and what the option reads. */
export type SelectOption<V extends string = string> = readonly [value: V, label: string];

/** Pairs each value with its label, from a label map or a function. */
export const choices = <V extends string>(
  values: readonly V[],
  label: Readonly<Record<V, string>> | ((value: V) => string),
): SelectOption<V>[] =>
  values.map((value) => [value, typeof label === 'function' ? label(value) : label[value]]);

type SelectFieldProps<V extends string> = StringFieldProps<
  SelectHTMLAttributes<HTMLSelectElement>,
  V
> & {
  options: readonly SelectOption<V>[];
};

/**
 * Field with a dropdown of fixed choices. A choice meaning "none" ("All", "Not specified") is
 * an option like the others, usually with the value ''.
 */
export function SelectField<V extends string>({
  options,
  onValueChange,
  ...props
}: SelectFieldProps<V>) {
  return (
    <StringControl<HTMLSelectElement>
      as={Select}
      {...props}
      // The select offers only the options' values.
      onValueChange={(value) => onValueChange(value as V)}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </StringControl>
  );
}

/**
 * Errors of a group of fields (a list, a set of choices) rather than of one input; nothing when
 * there are none. `xs` for an item within a list, like a field's own error.
 */
export function GroupErrors({
  errors,
  size = 'sm',
}: {
  errors: readonly string[] | undefined;
  size?: 'sm' | 'xs';
}) {
  if (!errors?.length) return null;
  return (
    <p className={cn('font-medium text-red-700', size === 'sm' ? 'text-sm' : 'text-xs')}>
      {errors.join(' ')}
    </p>
  );
}
