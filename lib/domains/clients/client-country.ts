import { z } from "zod";

// Where a client is: ISO 3166-1 alpha-2 (QR field C, SAF-T Country). EU membership decides the
// reverse charge on services to a business (CIVA art. 6.º n.º 6 a)) and the recapitulative statement
// (RITI art. 30.º). Greece is GR in ISO (its VAT numbers start with EL).

export const EU_COUNTRIES = ["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"] as const;

export function isOtherEuCountry(country: string): boolean {
  return country !== "PT" && (EU_COUNTRIES as readonly string[]).includes(country);
}

export const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "must be a two-letter ISO 3166-1 country code such as PT, ES or DE")
  .describe("Client's country, ISO 3166-1 alpha-2 (default PT).")
  .meta({ examples: ["ES"] });

export const foreignTaxIdField = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s.-]/g, ""))
  .pipe(z.string().regex(/^[A-Z0-9]{2,20}$/, "must be 2 to 20 letters or digits, e.g. ESB12345678"))
  .describe("Tax number of a client outside Portugal (for an EU business, its VAT number with the country prefix).")
  .meta({ examples: ["ESB12345678"] });
