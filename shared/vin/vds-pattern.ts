import { VIN_ALPHABET } from "./vin-alphabet";

/** Per position from the 4th on, the characters allowed there (null: any). */
export type VdsPattern = readonly (string | null)[];

/** "CM5[56]*" → ["C", "M", "5", "56", null]; ranges such as [A-D] run over the VIN alphabet. */
export function parsePattern(pattern: string): VdsPattern {
  const positions: (string | null)[] = [];
  for (const [, single, choice] of pattern.matchAll(/([^[])|\[([^\]]+)\]/g)) {
    if (single !== undefined) positions.push(single === "*" ? null : single);
    else if (choice !== undefined) {
      positions.push(
        choice.replace(/(.)-(.)/g, (_, first: string, last: string) =>
          VIN_ALPHABET.slice(VIN_ALPHABET.indexOf(first), VIN_ALPHABET.indexOf(last) + 1),
        ),
      );
    }
  }
  return positions;
}

/** How many positions the pattern fixes (to one character or a choice) for this VIN's positions 4-8, or -1 when it does not match. */
export function fixedPositions(pattern: VdsPattern, vds: string): number {
  let fixed = 0;
  for (const [i, allowed] of pattern.entries()) {
    if (allowed === null) continue;
    if (!allowed.includes(vds.charAt(i))) return -1;
    fixed++;
  }
  return fixed;
}

/** Whether some descriptor section matches both patterns. */
export function overlap(a: VdsPattern, b: VdsPattern): boolean {
  return a.every((allowed, i) => {
    const other = b[i];
    return (
      allowed === null || other === null || other === undefined || [...allowed].some((c) => other.includes(c))
    );
  });
}
