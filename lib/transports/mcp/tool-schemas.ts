import { z } from "zod";
import { idempotencyKeyArgument } from "@/lib/kernel/idempotency";
import { supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";

// A tool's input and output schemas, made from its operation's (once per schema: servers are built per request).

const toolInputCopies = new WeakMap<z.ZodObject, z.ZodObject>();

/** The tool's arguments: the operation's input, plus `idempotencyKey` and `dryRun` where it honours them (made once per schema). */
export function toolInputSchema(operation: AnyOperation): z.ZodObject {
  let copy = toolInputCopies.get(operation.input);
  if (!copy) {
    copy = unnamedRoot(operation.input);
    if (operation.http.idempotent) copy = copy.extend({ idempotencyKey: idempotencyKeyArgument });
    if (supportsDryRun(operation)) copy = copy.extend({ dryRun: dryRunArgument });
    toolInputCopies.set(operation.input, copy);
  }
  return copy;
}

const unnamedCopies = new WeakMap<z.ZodObject, z.ZodObject>();

const dryRunArgument = z
  .boolean()
  .optional()
  .describe(
    "true: preview only. Validates and runs the write in a transaction that is rolled back, and returns exactly what it would produce (number that would be used, not reserved; totals, VAT, ATCUD, QR) without changing anything. Show it to the user, then call again without dryRun.",
  );

export const toolArguments = z.object({ idempotencyKey: idempotencyKeyArgument, dryRun: dryRunArgument });

/**
 * MCP requires tool schemas whose root is `type: "object"`. A schema named with `.meta({ id })`
 * converts to a root `$ref`, so the tool gets an unnamed object with the same fields. Made once per
 * schema: it depends on nothing else, and servers are built per request.
 */
function unnamedRoot(schema: z.ZodObject): z.ZodObject {
  let copy = unnamedCopies.get(schema);
  // Keeps what the root says of unknown keys: an operation's input refuses them (additionalProperties: false).
  const catchall = schema._zod.def.catchall;
  if (!copy) unnamedCopies.set(schema, (copy = catchall ? z.object(schema.shape).catchall(catchall) : z.object(schema.shape)));
  return copy;
}

/** The tool's advertised output schema: the operation's output as an unnamed object. */
export function toolOutputSchema(operation: Pick<AnyOperation, "output">): z.ZodObject {
  return unnamedRoot(operation.output);
}

