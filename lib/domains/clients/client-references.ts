import { ApiError } from "@/lib/core/api-error";
import { mergeMetadata, METADATA_LIMITS } from "@/lib/core/schemas";

// A client's externalId and metadata, set by update_client (by id) and upsert_client (by NIF or
// name): the same 409 for another client's externalId, the same merge of metadata.

export const externalIdTaken = (externalId: string) => new ApiError("conflict", `Another client of the company already has externalId "${externalId}".`, { details: [{ path: "externalId", message: "already used" }] });

/** The stored metadata with the change applied, refused (400) when it would hold too many keys. */
export function mergedClientMetadata(current: unknown, change: Record<string, string | null>): Record<string, string> {
  const metadata = mergeMetadata(current, change);
  if (Object.keys(metadata).length > METADATA_LIMITS.keys) {
    throw new ApiError("validation_error", `metadata would have ${Object.keys(metadata).length} keys: at most ${METADATA_LIMITS.keys}. Remove some (send them as null).`, { details: [{ path: "metadata", message: `at most ${METADATA_LIMITS.keys} keys` }] });
  }
  return metadata;
}

/** The unique index's refusal when two requests set one externalId at once, as the same 409. */
export function externalIdRace(externalId: string | null | undefined): (error: unknown) => never {
  return (error) => {
    const said = error instanceof Error ? `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? {})}` : "";
    throw externalId && said.includes("externalId") ? externalIdTaken(externalId) : error;
  };
}
