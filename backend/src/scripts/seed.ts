import { seedDemoData } from '../db/seed';
import { describeDatabase, runScript } from './context';

await runScript('db:seed', async (deps) => {
  await seedDemoData(deps);
  console.info(`Demo data seeded into ${describeDatabase(deps)}`);
});
