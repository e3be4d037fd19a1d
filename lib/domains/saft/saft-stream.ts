import { encodeWindows1252 } from "./xml-text";

/**
 * Text chunks → a byte stream in Windows-1252, pulled by the reader: the next batch of documents is
 * read from the database only when the client has taken the previous one (backpressure), so memory
 * stays at about one batch whatever the period's size.
 */
export function windows1252Stream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encodeWindows1252(next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** The whole stream as one byte array (tests, and the agent tool's small-file answer). */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return Buffer.concat(parts);
}
