import { describe, expect, it } from 'vitest';
import { initialRole, rolesFor } from './roles';

const values = (user: Parameters<typeof rolesFor>[0]) => rolesFor(user).map((r) => r.value);

describe('onboarding roles', () => {
  it('offers Super Admin only to a user the server allows to take it', () => {
    expect(values({ canChooseSuperadmin: false })).toEqual(['researcher', 'industry']);
    expect(values({ canChooseSuperadmin: true })).toEqual(['researcher', 'industry', 'superadmin']);
  });

  it('starts from the role chosen at registration', () => {
    expect(initialRole({ userType: 'industry', canChooseSuperadmin: false })).toBe('industry');
    expect(initialRole({ userType: null, canChooseSuperadmin: false })).toBeNull();
    expect(initialRole({ userType: 'superadmin', canChooseSuperadmin: false })).toBeNull();
  });
});
