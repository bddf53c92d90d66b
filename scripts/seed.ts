// `npm run db:seed`: migrates and seeds demo content into an empty database; never touches one with content.
import path from "node:path";
import { config } from "../app/server/config.ts";
import { migrateDatabase, openDatabase } from "../app/server/db/client.ts";
import { seedIfEmpty } from "../app/server/db/seed.ts";
import { fileStorage, setStorage } from "../app/server/storage/storage.ts";

const cfg = config();
const database = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
setStorage(fileStorage(path.join(cfg.dataDir, "media")));
await migrateDatabase(database);
const seeded = await seedIfEmpty(database.db);
console.log(seeded ? "Seeded demo content." : "The database already has content; nothing seeded.");
await database.close();
