import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared-types', root: 'shared-types', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'backend',
          root: 'backend',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'frontend',
          root: 'frontend',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
