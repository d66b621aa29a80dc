/**
 * A select's options with the value in force kept among them: a choice remembered in the URL or the
 * browser stays visible even when the catalogue no longer lists it, instead of the select silently
 * showing another option.
 */
export function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}
