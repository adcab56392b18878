/**
 * A `<script type="application/ld+json">` with `data` (lib/structured-data.ts). JSON.stringify's output is safe in a
 * script element except for "</script>", which escaping every "<" neutralises.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
