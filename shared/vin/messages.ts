/** The words of every problem the VIN decoder reports, in one place for the forms and the server. */

const ORDINAL_ENDINGS: Readonly<Record<number, string>> = { 1: "st", 2: "nd", 3: "rd" };

/** 1 → "1st", 2 → "2nd", 12 → "12th": a VIN position as a shopper counts it. */
function ordinal(position: number): string {
  const teen = position % 100 >= 11 && position % 100 <= 13;
  return `${position}${(!teen && ORDINAL_ENDINGS[position % 10]) || "th"}`;
}

/** "A", "A and B", "A, B and C". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** What a mistaken I, O or Q most likely was: the digit it looks like. */
const LOOK_ALIKE_DIGIT: Readonly<Record<string, string>> = { I: "1", O: "0", Q: "0" };

export const VIN_MESSAGES = {
  empty: () => "Enter the 17 characters of the VIN",
  wrongLength: (length: number) => `A VIN has 17 characters; this one has ${length}`,
  letterNeverUsed: (letter: string, position: number) =>
    `A VIN never uses the letter ${letter} (the ${ordinal(position)} character): ` +
    `is it the digit ${LOOK_ALIKE_DIGIT[letter]}?`,
  notALetterOrDigit: (character: string, position: number) =>
    `A VIN has only letters and digits; the ${ordinal(position)} character, "${character}", is neither`,
  wrongCheckDigit: (expected: string, actual: string) =>
    `The check digit (9th character) should be ${expected}, not ${actual}: the VIN is mistyped`,
  notAYearCode: (code: string) =>
    `The 10th character, ${code}, is not a model year code: the VIN is mistyped`,
  unknownMaker: (wmi: string) => `We do not know the maker of this VIN (WMI ${wmi})`,
  unclearMake: (wmi: string, makes: readonly string[]) =>
    `This VIN's maker (WMI ${wmi}) builds ${listed(makes)} vehicles, and we cannot tell which this one is`,
} as const;
