/**
 * V8 flags the server process runs with (scripts/supervise.ts starts it so, and the order export
 * bench starts its server the same way). Without them a long export grows the process by 150 to
 * 270 MB although it holds one page of rows at a time: measured on 200,000 orders, the growth is
 * the same with pages of 100 or 1,000 rows, and a bare `pg` loop reading the same pages with none
 * of the server's code grows by 116 MB. The memory is V8's heap sizing under a high allocation
 * rate: the young generation grows to its default maximum (semi-spaces of up to 64 MB), and the
 * old generation, already holding the server's ~60 MB of schemas, routes and caches, may grow to
 * four times that before a full collection, filling with parsed rows promoted while a page was
 * being read. A 16 MB semi-space and a growing factor of 2 bound both (the order export of
 * 200,000 orders on PostgreSQL: +75 MB instead of +132 MB, in the same time); a factor of 1.5
 * halved the growth again but cost a fifth of the export's speed in more full collections.
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=100'];
