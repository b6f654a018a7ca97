// Types of registry.mjs (plain JavaScript: the release tools run it with Node alone).
import type { MenuEntry } from '@sisacte/contracts/shell/menu';
import type { ReleaseAction, ReleaseHistoryEntry } from '@sisacte/contracts/release-health/releases';

export const HISTORY_FILE: string;
export const GUARD_FILE: string;
export const COMMAND_LINE: string;

export interface RemoteLine {
  version: string;
  manifest: string;
  menu?: MenuEntry[];
}

export interface RegistryVersion {
  version: string;
  contentHash?: string;
  releasedAt?: string;
}

export function remotesFileIn(dir: string): string;
export function manifestUrl(remote: string, version: string): string;
export function readRemotesIn(dir: string): Record<string, RemoteLine | undefined>;
export function versionsIn(dir: string, remote: string): RegistryVersion[];
export function publishedMenuIn(dir: string, remote: string, version: string): MenuEntry[] | null;
export function withRegistryLock<T>(dir: string, fn: () => T | Promise<T>): Promise<T>;

export class LiveVersionChangedError extends Error {
  constructor(remote: string, live: string | null);
  readonly live: string | null;
}
export class UnknownVersionError extends Error {
  constructor(remote: string, version: string);
}

export function directionOf(from: string | null | undefined, to: string): 'rollback' | 'forward';

export interface PointOptions {
  action?: ReleaseAction;
  who?: string;
  reason?: string;
  expectedLive?: string | null;
}
export function pointRemoteIn(
  dir: string,
  remote: string,
  version: string,
  options?: PointOptions,
): Promise<{ previous: string | null; changed: boolean; entry: ReleaseHistoryEntry | null }>;
export function readHistoryIn(dir: string, remote?: string): ReleaseHistoryEntry[];
export function readGuardFileIn(dir: string): Record<string, unknown>;
export function registryWritable(dir: string): boolean;
