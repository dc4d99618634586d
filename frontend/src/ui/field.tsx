import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';
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
interface StringValue {
  value: string;
  onValueChange: (value: string) => void;
}

type TextFieldProps = FieldOwnProps &
  StringValue &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'className' | 'onChange' | 'value'>;

/** The common case of Field: one text input holding a string (email, password, name …). */
export function TextField({ value, onValueChange, ...props }: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...control}
          {...input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

type TextAreaFieldProps = FieldOwnProps &
  StringValue &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'children' | 'className' | 'onChange' | 'value'
  >;

/** Field with a text box of several lines (a description, a reason, a clause). */
export function TextAreaField({ value, onValueChange, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <Textarea
          {...control}
          {...textarea}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
