import { describe, expect, it } from "vitest";
import { acceptableRedirectUri } from "@/lib/domains/oauth/register-client";

// Dynamic client registration's redirect URIs (issue 38, review L7): https, http only on loopback
// (RFC 8252 §7.3), or an app's own private-use scheme (§7.1); never a scheme the browser or the
// operating system answers itself, which would hand the authorization code to someone else.

describe("acceptable redirect URIs for dynamic client registration", () => {
  it.each([
    "https://claude.ai/api/mcp/auth_callback",
    "http://127.0.0.1:39470/callback",
    "http://0x7f.1:39470/cb",
    "http://localhost:6274/oauth/callback",
    "http://[::1]:8080/cb",
    "cursor://anysphere.cursor-retrieval/oauth/callback",
    "com.example.contabilidade:/oauth2redirect",
  ])("accepts %s", (uri) => {
    expect(acceptableRedirectUri(uri)).toBe(true);
  });

  it.each([
    "ftp://127.0.0.1/cb",
    "ftp://example.com/cb",
    "blob:http://localhost:3462/x",
    "about:blank",
    "data:text/html,<script>alert(1)</script>",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "view-source:https://example.com",
    "intent://cb#Intent;scheme=http;end",
    "ws://127.0.0.1/cb",
    "mailto:dono@empresa.example",
    "http://example.com/cb",
    "http://[::ffff:7f00:1]/cb",
    "https://example.com/cb#fragment",
    "https://user:pass@example.com/cb",
    "myapp:callback",
    "não é um url",
  ])("refuses %s", (uri) => {
    expect(acceptableRedirectUri(uri)).toBe(false);
  });
});
