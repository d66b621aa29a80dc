/**
 * `data` as JSON that is safe inside an HTML `<script>`: `<`, `>` and `&` are written as JSON escapes, so
 * text such as `</script>` or `<!--` in a product's description cannot end the element or change how the
 * page is parsed. The result is still the same JSON to any parser.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/**
 * Structured data (schema.org) for search engines, as a JSON-LD block. A data block is never run, so the
 * Content-Security-Policy's ban on inline scripts does not apply to it.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
