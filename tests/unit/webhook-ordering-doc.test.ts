import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PER_ENDPOINT_IN_FLIGHT } from "@/lib/domains/webhooks/claim-delivery";
import { type RawSqlClient, sqlOf } from "@/lib/core/db/sql";
import { outboxStatementParts } from "@/lib/domains/webhooks/outbox";

// Client review L10: 2 of 15 deliveries arrived out of order and docs/webhooks.md said nothing about
// order. The guide now says what a receiver may rely on; this test holds it to the code it describes.

const guide = readFileSync("docs/webhooks.md", "utf8");
const orderSection = guide.slice(guide.indexOf("- **Order:"), guide.indexOf("- **Signature**"));

describe("docs/webhooks.md on ordering (client review L10)", () => {
  it("promises no order across events, says what to order by and how to spot a stale update, as the code does", () => {
    expect(orderSection).toContain("none is promised across events");
    expect(orderSection).toContain("Order by `createdAt`, then `id`: `GET /events` lists in that order");
    expect(orderSection).toContain("no field increases monotonically across the service");
    expect(orderSection).toContain("**Detecting a stale update**");
    expect(orderSection).toContain("**`GET /events` is the source of truth**");
    // The concurrency it quotes is the code's default.
    expect(orderSection).toContain(`\`WEBHOOK_ENDPOINT_CONCURRENCY\` (${PER_ENDPOINT_IN_FLIGHT})`);
    // «The events written by one transaction share it, and their ids sort in the order they were written.»
    const statement = outboxStatementParts("company", Array.from({ length: 12 }, (_, index) => ({ type: "api_key.revoked" as const, data: { id: `key${index}` } })));
    // Compiled only (a client that is never called): its bound parameters are the ids it writes, in order.
    const { parameters } = statement.compile(sqlOf({} as RawSqlClient));
    const ids = parameters.filter((value): value is string => typeof value === "string" && value.startsWith("evt_"));
    expect(ids).toHaveLength(12);
    expect([...ids].sort()).toEqual(ids);
  });
});
