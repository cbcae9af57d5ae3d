import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "./connection";
import { migrateDatabase, schemaStatus } from "./migrate";
import { adminQuery } from "./scratch-database";
import { seedsDemoData } from "./setup";

describe("schemaStatus", () => {
  it("counts every migration pending on an empty database and none after migrating", async () => {
    const connection = await openPglite();
    try {
      const before = await schemaStatus(connection.db);
      expect(before.pending).toBe(before.expected);
      expect(before.expected).toBeGreaterThan(5);
      await migrateDatabase(connection.db);
      expect(await schemaStatus(connection.db)).toEqual({
        applied: before.expected,
        expected: before.expected,
        pending: 0,
      });
    } finally {
      await connection.close();
    }
  });
});

describe("seedsDemoData", () => {
  it("seeds demo members only locally and in tests, or when asked for by name outside production", () => {
    expect(seedsDemoData("local", [])).toBe(true);
    expect(seedsDemoData("test", [])).toBe(true);
    expect(seedsDemoData("staging", [])).toBe(false);
    expect(seedsDemoData("staging", ["--demo"])).toBe(true);
    expect(seedsDemoData("production", [])).toBe(false);
    expect(() => seedsDemoData("production", ["--demo"])).toThrow(
      "--demo is refused when APP_ENV=production",
    );
  });
});

const serverUrl = process.env.DATABASE_URL_TEST;

// Instances or release jobs started together must apply each migration once.
describe.runIf(serverUrl)("migrations started together on one PostgreSQL database", () => {
  const name = `rewards_migrate_${String(process.pid)}_${Date.now().toString(36)}`;
  let url = "";

  const admin = (text: string) => adminQuery(serverUrl ?? "", text);

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(serverUrl ?? "");
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("apply every migration once, with no error from either", async () => {
    const connections = [openPostgres(url, 2), openPostgres(url, 2), openPostgres(url, 2)];
    try {
      await Promise.all(connections.map((connection) => migrateDatabase(connection.db)));
      const [first] = connections;
      if (!first) throw new Error("no connection");
      const status = await schemaStatus(first.db);
      expect(status.pending).toBe(0);
      expect(status.applied).toBe(status.expected);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });
});
