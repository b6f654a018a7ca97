import { http } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { RELEASE_HEALTH_API } from '@sisacte/contracts/release-health/rules';
import type { Releases, RemoteReleases } from '@sisacte/contracts/release-health/releases';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';

/** The 'Versões' screen's calls. */
export const versionsApi = {
  releases: () => http.get<Releases>(RELEASE_HEALTH_API.releases),
  summary: () => http.get<VersionHealth[]>(RELEASE_HEALTH_API.summary),
  /** Puts `version` live, if `expectedLive` is still the live one (409 otherwise). */
  putLive: (remote: string, version: string, expectedLive: string | null) =>
    http.post<RemoteReleases>(fillPath(RELEASE_HEALTH_API.live, { remote }), { version, expectedLive }),
};
