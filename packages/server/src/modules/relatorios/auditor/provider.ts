import type { Readable } from 'node:stream';
import type { AuditorEmbargo, AuditorNdfc, AuditorNotice, AuditorNoticeDetail } from '@sisacte/contracts/relatorios/auditor';

/*
 * The labour inspection's system (the 'auditor' API) behind an interface: the real service
 * over HTTP at AUDITOR_URL, or the local stand-in of this repo (./local-standin) in the demo and tests.
 */

/** A zip the auditor hands out, streamed through without being held in memory. */
export interface AuditorFile {
  stream: Readable;
  /** Bytes, when the auditor says. */
  length: number | null;
}

export interface AuditorProvider {
  readonly name: string;
  /** Every infraction notice of the employer (any code); [] when it has none or is unknown. */
  notices(nrInscricao: string): Promise<AuditorNotice[]>;
  /** One notice in full; null when unknown. */
  notice(nrInscricao: string, nrAuto: string, cdDownload: string): Promise<AuditorNoticeDetail | null>;
  embargoes(nrInscricao: string): Promise<AuditorEmbargo[]>;
  ndfcs(nrInscricao: string): Promise<AuditorNdfc[]>;
  /** The files; null when unknown. */
  noticeFile(nrInscricao: string, nrAuto: string, cdDownload: string): Promise<AuditorFile | null>;
  embargoFile(nrInscricao: string, nrEmbargo: string): Promise<AuditorFile | null>;
  ndfcFile(nrInscricao: string, nrNdfc: string, cdDownload: string): Promise<AuditorFile | null>;
}

/** The auditor did not answer within AUDITOR_TIMEOUT_MS (answered 504). */
export class AuditorTimeoutError extends Error {
  override name = 'AuditorTimeoutError';
}

/** The auditor could not be reached, or answered with an error or something unreadable (answered 502). */
export class AuditorUnavailableError extends Error {
  override name = 'AuditorUnavailableError';
}
