import type { z } from "zod";
import type { Scope } from "@/lib/kernel/scopes";
import { ApiError } from "@/lib/core/api-error";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import type { AnyOperation, Operation, OperationContext } from "@/lib/kernel/operation";

// The assistant acts only through registry operations, run like every surface runs them
// (invokeOperation: scope, validation, text rules, audit), with the caller's key. A scope the key
// does not hold stops the call as a MissingScopeError, so the reply can name the missing scope.

export class MissingScopeError extends Error {
  constructor(readonly scope: Scope) {
    super(`missing scope ${scope}`);
  }
}

/** For a write the assistant only proposes (a draft): the key must already hold the scope that will run it. */
export function requireOperationScope(context: OperationContext, operation: AnyOperation): void {
  if (!context.scopes.includes(operation.scope)) throw new MissingScopeError(operation.scope);
}

export async function callOperation<Input extends z.ZodObject, Output extends z.ZodType, Bytes extends string = never>(
  operation: Operation<Input, Output, Bytes>,
  context: OperationContext,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  try {
    // The assistant acts for the caller: audited as the assistant, with the caller's user or key.
    return await invokeWithUncheckedInput(operation, { ...context, surface: "assistant" }, input);
  } catch (error) {
    if (error instanceof ApiError && error.code === "insufficient_scope") throw new MissingScopeError(operation.scope);
    throw error;
  }
}
