import { registerRequestSchema, socialLinkSchema } from '@labbridge/shared-types';
import { buildRegistration } from '@labbridge/shared-types/testing';
import { describe, expect, it } from 'vitest';
import { validate } from './form';

describe('validate', () => {
  it('returns the parsed data when valid', () => {
    const result = validate(
      registerRequestSchema,
      buildRegistration({ email: ' Ada@Example.org ' }),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.email).toBe('ada@example.org');
  });

  it('lists messages per field path', () => {
    const result = validate(registerRequestSchema, {
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
      lastName: 'L',
    });
    expect(Object.keys(result.errors ?? {}).sort()).toEqual(['email', 'firstName', 'password']);
    expect(result.errors?.password).toEqual(['Password must be at least 8 characters']);
  });

  it('requires both name and url of a social link', () => {
    expect(validate(socialLinkSchema, { name: '', url: '' }).errors).toMatchObject({
      name: ['Required'],
      url: ['Must be a valid URL'],
    });
  });
});
