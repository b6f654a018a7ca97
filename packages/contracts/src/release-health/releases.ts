import { z } from 'zod';
import { VERSION_PATTERN } from './rules';

export * from './rules';

/** How a version went live: released, rolled back to, moved forward to, or rolled back by the guard. */
export const RELEASE_ACTIONS = ['release', 'rollback', 'forward', 'guard'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const RELEASE_ACTION_LABELS: Record<ReleaseAction, string> = {
  release: 'Publicação',
  rollback: 'Reversão',
  forward: 'Avanço',
  guard: 'Reversão automática',
};

/** Who changed a live version from the command line, and the guard's name in the history. */
export const COMMAND_LINE_WHO = 'linha de comando';
export const GUARD_WHO = 'guarda automática';

/** One line of the release history, written by the release tools and the API alike. */
export const releaseHistoryEntrySchema = z.object({
  at: z.string(),
  remote: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  from: z.string().nullable(),
  to: z.string(),
  /** The administrator's name, 'linha de comando' or 'guarda automática'. */
  who: z.string(),
  reason: z.string().optional(),
});
export type ReleaseHistoryEntry = z.infer<typeof releaseHistoryEntrySchema>;

/**
 * The automatic guard of a remote: rolls a new version back when, of its first `firstSessions` login
 * sessions, more than `maxErrorsPer1000` per 1,000 had a load failure or an error (the summary's
 * `errorsPer1000`, over those sessions).
 */
export const releaseGuardSchema = z.object({
  maxErrorsPer1000: z.number(),
  firstSessions: z.number().int(),
});
export type ReleaseGuard = z.infer<typeof releaseGuardSchema>;

export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: z.string().nullable(),
  /** Oldest first. */
  versions: z.array(z.object({ version: z.string(), releasedAt: z.string().nullable(), live: z.boolean() })),
  /** Newest first. */
  history: z.array(releaseHistoryEntrySchema),
  guard: releaseGuardSchema.nullable(),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

export const releasesSchema = z.object({
  remotes: z.array(remoteReleasesSchema),
  /** False when this server's registry cannot be written (a read-only copy): versions are changed with `pnpm rollback`. */
  writable: z.boolean(),
});
export type Releases = z.infer<typeof releasesSchema>;

export const moveLiveBodySchema = z.strictObject({
  version: z.string({ error: 'obrigatória' }).regex(VERSION_PATTERN, 'versão inválida'),
  /** The live version the administrator saw: the change is refused (409) if another one went live meanwhile. */
  expectedLive: z.string().nullable().optional(),
});
export type MoveLiveBody = z.infer<typeof moveLiveBodySchema>;
