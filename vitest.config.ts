import { configDefaults, defineConfig } from 'vitest/config';

// Tests that start backend processes of their own (fault and multi-process tests) need the CPU
// those processes run on: on the server tier (PostgreSQL, Redis, where all of them run) they run
// after the rest, one file at a time. Without a server only two of them run, beside the rest.
const PROCESS_TESTS = ['test/resilience/**/*.test.ts', 'src/**/multi-process.test.ts'];
const serverTier = Boolean(process.env.TEST_DATABASE_URL);

const backend = {
  root: 'backend',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core of two idle; a test file mostly waits on its own database
    // thread or on imports, so two files at a time keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared-types', root: 'shared-types', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          ...backend,
          name: 'backend',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Each file builds its own app on its own database and closes both after its tests, and
          // the app keeps its state per instance, not in modules: a file needs no fresh copy of
          // the modules. Reusing the worker's copy instead of importing the whole backend again
          // for every file halved the suite here (380 -> 198 s on two cores).
          isolate: false,
          exclude: [...configDefaults.exclude, ...(serverTier ? PROCESS_TESTS : [])],
        },
      },
      ...(serverTier
        ? [
            {
              test: {
                ...backend,
                name: 'backend-processes',
                include: PROCESS_TESTS,
                maxWorkers: 1,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
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
