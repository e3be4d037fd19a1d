// glibc gives threads that allocate at the same time arenas of their own (up to eight per core) and
// keeps what a thread freed in its arena for later reuse, resident. After 20 hostile uploads the
// extraction and body-parsing threads are replaced (quiet-memory-release.ts), but the old threads'
// freed memory stayed in their arenas while the fresh threads filled new ones: +60 s after the
// burst the server was still 18 % above its idle memory, with two arenas 3 % (npm run bench,
// BENCH_ONLY=bombs). The variable must be in the environment before the process starts, so it is
// set for the server process that `npm start` (and the tests' and bench's servers) launch. An
// operator's own MALLOC_ARENA_MAX wins; other C libraries (musl) ignore it.

/** The allocator settings for a server process's environment. */
export function allocatorEnvironment(): { MALLOC_ARENA_MAX: string } {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
}
