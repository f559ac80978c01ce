// The database's failures that our code names itself, apart from database.ts so the PGlite thread
// (pglite-thread.ts), which database.ts opens, can name its own without a cycle.
export class DatabaseError extends Error {}
