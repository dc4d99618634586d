/**
 * The forms' one submit path: validate with the shared schema (and any check of the form's
 * own), send, then toast the outcome; the server's per-field messages come back beside the
 * inputs. Sign-in, registration, onboarding, every profile form and the dialogs that send a form
 * (Start Collaboration, Add User) and Generate Document go through it.
 */
import type { FieldErrors } from '@labbridge/shared-types';
import { type FormEvent, useState } from 'react';
import { toast } from '../ui/toast';
import { errorText } from './api';
import { type SafeParser, serverFieldErrors, validate } from './form';

export interface SubmitOptions<T, R> {
  /** The shared schema the values must pass before anything is sent; none sends them as they are. */
  schema?: SafeParser<T>;
  /** The form's own checks beyond the schema (a confirmation field), as field messages. */
  check?: () => FieldErrors;
  /** None when the form shows its outcome itself (a one-time password, the next page). */
  success?: { title: string; description?: string };
  /**
   * serverText: the server's message when it sent one, `description` otherwise; a form that
   * words the failure from the error itself gives `description` as a function of it.
   */
  failure: {
    title: string;
    description: string | ((err: unknown) => string);
    serverText?: boolean;
  };
  /**
   * The failure toast also when the values do not pass the checks: for a long form, whose
   * messages may be out of sight.
   */
  toastInvalid?: boolean;
  onSuccess?: (result: R) => void;
}

export function useSubmit<T, R = unknown>(options: SubmitOptions<T, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The failure toast; `err` is absent when the values did not pass the checks. */
  const failed = (err?: unknown) => {
    const { title, description, serverText } = options.failure;
    const text = typeof description === 'function' ? description(err) : description;
    toast({
      title,
      description: serverText ? errorText(err, text) : text,
      variant: 'destructive',
    });
  };

  /** The mutation's callbacks: give them to the mutation hook or to mutate(). */
  const outcome = {
    onSuccess: (result: R) => {
      if (options.success) toast(options.success);
      options.onSuccess?.(result);
    },
    onError: (err: unknown) => {
      setErrors(serverFieldErrors(err));
      failed(err);
    },
  };

  /** Sends the checked data (and the values as typed) only when the checks all pass. */
  const submit = <V>(value: V, send: (data: T, value: V) => void) => {
    const checked = options.schema
      ? validate(options.schema, value)
      : { data: value as unknown as T, errors: undefined };
    const problems: FieldErrors = { ...checked.errors, ...options.check?.() };
    setErrors(problems);
    if (checked.data === undefined || Object.keys(problems).length > 0) {
      if (options.toastInvalid) failed();
      return;
    }
    send(checked.data, value);
  };

  /** submit as a form's onSubmit. */
  const onSubmit =
    <V>(value: V, send: (data: T, value: V) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      submit(value, send);
    };

  /** setErrors: for a form whose checks are its own, and to clear the messages on an edit. */
  return { errors, setErrors, outcome, submit, onSubmit };
}
