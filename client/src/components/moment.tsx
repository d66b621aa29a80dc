const MEDIUM = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A moment as the back office writes it ("Nov 27, 2026, 3:10 AM"), from the API's ISO text. */
export const momentText = (iso: string) => MEDIUM.format(new Date(iso));

/** A moment in a `<time>` element, machine-readable too. */
export function Moment({ at }: { at: string }) {
  return <time dateTime={at}>{momentText(at)}</time>;
}
