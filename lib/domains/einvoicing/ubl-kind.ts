// Which UBL 2.1 document an XML text is, from its root element and namespace (no parsing, no I/O:
// safe to import anywhere).

/** Which UBL document the XML is, from its root element (null when neither). */
export function ublDocumentKind(xml: string): "Invoice" | "CreditNote" | null {
  const root = /<(?:[A-Za-z_][\w.-]*:)?(Invoice|CreditNote)\b[^>]*\bxmlns(?::[\w.-]+)?="urn:oasis:names:specification:ubl:schema:xsd:(Invoice|CreditNote)-2"/.exec(xml.slice(0, 4000));
  return root && root[1] === root[2] ? (root[1] as "Invoice" | "CreditNote") : null;
}
