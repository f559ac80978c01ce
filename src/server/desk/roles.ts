// The desk's roles, apart from the accounts' code so the schema's migrations can name them without
// loading better-auth.
export const DESK_ROLES = ['designer', 'helper'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];
