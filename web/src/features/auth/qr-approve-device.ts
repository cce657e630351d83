// A person approving a sign-in must recognise the other device at a glance ("Chrome on
// Windows"), not parse a user-agent string. Order matters: Edge and Opera also say
// "Chrome", Chrome also says "Safari", every iPhone browser is Safari underneath.

const BROWSERS: [RegExp, string][] = [
  [/EdgiOS|EdgA|Edg\//, 'Edge'],
  [/OPR\/|OPiOS|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/FxiOS|Firefox\//, 'Firefox'],
  [/CriOS|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const find = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Windows", "Safari on iPhone", "Firefox" … or "Unknown device". */
export function describeUserAgent(userAgent: string): string {
  const browser = find(BROWSERS, userAgent);
  const system = find(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
