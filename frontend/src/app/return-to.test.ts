import { describe, expect, it } from 'vitest';
import { headedFor, onboardingPath, returnPathFrom, safeReturnPath, signInPath } from './return-to';

describe('return-to', () => {
  it('carries the page a sign-in prompt came from', () => {
    expect(signInPath('/projects/7')).toBe('/auth?next=%2Fprojects%2F7');
    expect(signInPath('/projects/7', 'register')).toBe('/auth?mode=register&next=%2Fprojects%2F7');
    expect(onboardingPath('/messages?user=u1&project=7')).toBe(
      '/onboarding?next=%2Fmessages%3Fuser%3Du1%26project%3D7',
    );
  });

  it('leaves the query out when there is nowhere but / to go back to', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath(undefined, 'register')).toBe('/auth?mode=register');
    expect(onboardingPath(null)).toBe('/onboarding');
  });

  it('goes back only to a path on this site, never to the sign-in pages', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'projects']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/auth?mode=register')).toBeNull();
    expect(safeReturnPath('/onboarding')).toBeNull();
    expect(safeReturnPath('/authors')).toBe('/authors');
  });

  it('reads the target from a finished form’s own URL, / by default', () => {
    expect(returnPathFrom('?next=%2Fprojects%2F7')).toBe('/projects/7');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });

  it('knows where a user on the sign-in page was headed', () => {
    expect(headedFor('/auth', '?mode=register&next=%2Fprojects%2F7')).toBe('/projects/7');
    expect(headedFor('/auth', '')).toBe('/');
    expect(headedFor('/projects/7', '?tab=x')).toBe('/projects/7?tab=x');
  });
});
