import type { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";
import type { Operation, OperationContext } from "@/lib/operations/operation";

// The assistant acts only through registry operations, with the caller's key: a scope the key does
// not hold stops the call, and the reply names it.

export class MissingScopeError extends Error {
  constructor(readonly scope: Scope) {
    super(`missing scope ${scope}`);
  }
}

export async function callOperation<Input extends z.ZodObject, Output extends z.ZodType>(
  context: OperationContext,
  operation: Operation<Input, Output>,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  if (!context.scopes.includes(operation.scope)) throw new MissingScopeError(operation.scope);
  return operation.run(context, operation.input.parse(input));
}
