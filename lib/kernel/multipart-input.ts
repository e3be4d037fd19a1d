import type { AnyOperation, UploadedFile } from "./operation";

/** A multipart upload as an operation's input: the raw fields and, when it takes the file as bytes, the bytes (InvokeOptions.receivedBytes). */
export interface MultipartInput {
  raw: object;
  receivedBytes?: Uint8Array;
}

/** The input of an operation's multipart file (`http.multipart`), for REST and the web app's upload routes alike. */
export async function multipartInput(operation: AnyOperation, file: UploadedFile): Promise<MultipartInput> {
  const multipart = operation.http.multipart;
  if (!multipart) throw new Error(`${operation.name} takes no multipart file`);
  const raw = (await multipart.toInput(file)) as object;
  if (!multipart.bytesField) return { raw };
  // An empty file is empty base64 text: the input schema refuses it as it does from JSON, same words.
  if (file.bytes.byteLength === 0) return { raw: { ...raw, [multipart.bytesField]: "" } };
  return { raw, receivedBytes: file.bytes };
}
