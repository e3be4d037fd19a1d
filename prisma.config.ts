import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { createMigrationPool } from "./lib/core/db/migration-pool";

// The JS schema engine runs migrations through a driver adapter, so nothing native is downloaded.
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is required to run migrations");
    return new PrismaPg(createMigrationPool(url));
  },
});
