// Sums the test reports of a CI run into its closing line, `N passed, N failed`.
//   node scripts/ci-summary.mjs vitest:<report.json> playwright:<report.json> ...
// A report that is missing or unreadable counts as one failure: its runner crashed.
import { readFileSync } from 'node:fs';

const counters = {
  // Vitest's JSON reporter; a file that failed to load has no failed test but did fail.
  vitest: (report) => {
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
    };
  },
  // Playwright's JSON reporter: a flaky test passed on its retry.
  playwright: (report) => ({
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: report.stats?.unexpected ?? 0,
  }),
};

let passed = 0;
let failed = 0;
for (const arg of process.argv.slice(2)) {
  const [kind, file] = [arg.slice(0, arg.indexOf(':')), arg.slice(arg.indexOf(':') + 1)];
  try {
    const counts = counters[kind](JSON.parse(readFileSync(file, 'utf8')));
    // Worded unlike the closing line, so only that one reads as the run's total.
    console.info(`${kind} report ${file}: passed ${counts.passed}, failed ${counts.failed}`);
    passed += counts.passed;
    failed += counts.failed;
  } catch (err) {
    console.info(`${kind} ${file}: no readable report (${err.message}), counted as 1 failure`);
    failed += 1;
  }
}
console.info(`${passed} passed, ${failed} failed`);
