// A session's browser and system in words a person recognises ("Chrome em Windows"), from its
// User-Agent. Only a hint for telling sessions apart: never used for a security decision.

const BROWSERS: [RegExp, string][] = [[/Edg\//, "Edge"], [/OPR\/|Opera/, "Opera"], [/Firefox\//, "Firefox"], [/Chrome\/|Chromium\/|CriOS\//, "Chrome"], [/Safari\//, "Safari"]];
const SYSTEMS: [RegExp, string][] = [[/Android/, "Android"], [/iPhone|iPad|iOS/, "iOS"], [/Windows/, "Windows"], [/Mac OS X|Macintosh/, "macOS"], [/Linux/, "Linux"]];

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} em ${system}`;
  return browser ?? system ?? "Outro cliente";
}
