import { describeDatabase, runScript } from './context';

// Opening the database applies every pending migration; nothing else to do.
await runScript('db:migrate', async (deps) => {
  console.info(`Migrations applied to ${describeDatabase(deps)}`);
});
