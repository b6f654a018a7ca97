import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';

/**
 * The kinds of record files can belong to. Each module registers its own (the courses register
 * 'course', the complaints 'denuncia') with who may see the record's files and how to tell that the
 * record exists; the files module knows no module's tables.
 *
 *   registerFileEntity({ name: 'course', label: 'Curso', roles: [ROLES.ACOLHIMENTO], exists: (db, id) => … });
 */
export interface FileEntity {
  /** The `entity` of the query, lower case ('course'); 'Course' is read as 'course'. */
  name: string;
  /** What the record is called on screen ('Curso'). */
  label: string;
  /** Holders of any of these roles (or the administrator) may list, upload, download and delete the record's files. */
  roles: readonly string[];
  /** Whether the record `codid` exists (its files are answered 404 otherwise). */
  exists(db: DbOrTx, codid: number): Promise<boolean>;
  /** A finer rule, when the role is not enough (a complaint of another organisation): false answers 403, or 404 with `hiddenWhenDenied`. */
  mayAccess?(db: DbOrTx, user: AuthUser, codid: number): Promise<boolean>;
  /** A record the user may not see is answered as missing (404), not forbidden, so its existence is not revealed (complaints). */
  hiddenWhenDenied?: boolean;
  /**
   * Whose personal data the record's files are (a person's, a complaint's): their list, download,
   * upload and delete go to the access trail under that record ('Acessos' tab). Absent: uploads,
   * downloads and deletes are still traced, lists are not.
   */
  trailSubject?: 'pessoa' | 'denuncia';
  /**
   * Runs inside the transaction that records or deletes one of the record's files (a complaint
   * records a notification for its followers); what it returns runs after the commit (the push to
   * connected users). A failure rolls the change back.
   */
  onChange?(tx: DbOrTx, change: FileChange): Promise<AfterCommit | void>;
}

export interface FileChange {
  action: 'added' | 'removed';
  codid: number;
  /** The file's name as shown. */
  name: string;
  /** Who uploaded or deleted it. */
  user: AuthUser;
}

export type AfterCommit = () => Promise<void>;

const entities = new Map<string, FileEntity>();

/** Registers (or replaces) an entity; called once by its module, at load. */
export function registerFileEntity(entity: FileEntity): void {
  if (!/^[a-z][a-z0-9_-]{0,39}$/.test(entity.name)) throw new Error(`registerFileEntity: invalid name '${entity.name}'`);
  entities.set(entity.name, entity);
}

export function fileEntity(name: string): FileEntity | undefined {
  return entities.get(name.toLowerCase());
}
