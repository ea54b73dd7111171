import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { readEnv } from "../server/env";
import { openDatabase } from "../server/db/client";
import { lockDataDir } from "../server/db/data-dir-lock";
import { institutionManagers, users } from "../server/db/schema";
import { seedFacultyInstitution } from "../server/db/seed/faculty-institution";
import { keepTrainingRecords } from "../server/institutions/records/keep-training-records";

// `npm run seed:institution [-- --learners 2000 --cohorts 20 --manager you@example.org]`: an
// institution with learners, cohorts, progress and results (docs/product/institutions.md#faculty-dashboard), to try the faculty
// dashboard on; the manager is an existing account, named its manager.
const { values } = parseArgs({
  options: {
    learners: { type: "string", default: "2000" },
    cohorts: { type: "string", default: "20" },
    name: {
      type: "string",
      default: `Riverside Teaching Hospitals ${new Date().toISOString().slice(0, 16)}`,
    },
    manager: { type: "string" },
  },
});

const env = readEnv();
const unlock = env.databaseUrl ? () => {} : lockDataDir(resolve(env.dataDir));
const database = env.databaseUrl
  ? openDatabase({ url: env.databaseUrl })
  : openDatabase({ dataDir: resolve(env.dataDir, "pglite") });

try {
  await database.migrate();
  const started = performance.now();
  const seeded = await seedFacultyInstitution(database.db, {
    name: values.name,
    learners: Number(values.learners),
    cohortCount: Number(values.cohorts),
    endSeat: keepTrainingRecords,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${values.name}: ${values.learners} learners in ${values.cohorts} cohorts, ` +
      `${seeded.progressRows} lessons completed, ${seeded.results} results, ` +
      `${seeded.left} left or removed (records kept), in ${seconds} s`,
  );
  if (values.manager) {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, values.manager.toLowerCase()));
    if (!user) {
      console.log(`No account for ${values.manager}: sign up first, then run this again.`);
    } else {
      await database.db
        .insert(institutionManagers)
        .values({ institutionId: seeded.institutionId, userId: user.id });
      console.log(`${values.manager} manages it: /manage/${seeded.institutionId}`);
    }
  }
} finally {
  await database.close();
  unlock();
}
