/** Largest JSON body any operation accepts; uploads have their own limits. A declared body over it is a large body. */
export const MAX_JSON_BODY_BYTES = 1_000_000;
