import { z } from 'zod';
import { recordSchema } from '../common/ids';

/**
 * Files attached to a record (a course's material, a complaint's evidence). A file belongs to one
 * entity (`entity` + `codid`, the record's id); whoever may see that record may list, download and
 * delete its files. Uploads are streamed, limited in size (20 MB unless the server is configured
 * otherwise) and accepted only when their content is of an allowed type (FILE_TYPES).
 */
export const FILES_API = {
  /** POST multipart (one part named `file`) ?entity=course&codid=7 → 201 UploadedFile. */
  upload: '/api/upload-file',
  /** GET: the file, streamed as an attachment under its original (sanitised) name. `filename` is the stored key of the file's url. */
  download: '/api/download-file/:filename',
  /** GET ?entity&codid → StoredFile[] (newest first). */
  listOfEntity: '/paineladmin/upload/getfiles',
  /** GET ?entity&codid → StoredFile[] (the same list). */
  list: '/api/upload-files',
  /** GET: the files of comma-separated ids ('12,15'), those the caller may see, in the given order. */
  listByIds: '/api/fileList/:idFiles',
  /** DELETE one file (204). */
  remove: '/api/fileDelete/:id',
  /** DELETE one file (204); the same as `remove`. */
  delete: '/api/delete-file/:id',
} as const;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The types accepted, recognised by their content; the name's extension must agree. */
export const FILE_TYPES = [
  { ext: ['pdf'], mime: 'application/pdf', label: 'PDF' },
  { ext: ['png'], mime: 'image/png', label: 'PNG' },
  { ext: ['jpg', 'jpeg'], mime: 'image/jpeg', label: 'JPEG' },
  { ext: ['gif'], mime: 'image/gif', label: 'GIF' },
  { ext: ['webp'], mime: 'image/webp', label: 'WEBP' },
  { ext: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
  { ext: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'XLSX' },
  { ext: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PPTX' },
  { ext: ['odt'], mime: 'application/vnd.oasis.opendocument.text', label: 'ODT' },
  { ext: ['ods'], mime: 'application/vnd.oasis.opendocument.spreadsheet', label: 'ODS' },
  { ext: ['doc'], mime: 'application/msword', label: 'DOC' },
  { ext: ['xls'], mime: 'application/vnd.ms-excel', label: 'XLS' },
  { ext: ['txt'], mime: 'text/plain; charset=utf-8', label: 'TXT' },
  { ext: ['csv'], mime: 'text/csv; charset=utf-8', label: 'CSV' },
] as const;

/** What the file input offers (the server decides by content). */
export const FILE_ACCEPT = FILE_TYPES.flatMap((t) => t.ext.map((e) => `.${e}`)).join(',');

export const FILE_MESSAGES = {
  NO_FILE: 'Envie um arquivo no campo "file"',
  EMPTY: 'O arquivo está vazio',
  MALFORMED: 'O envio chegou incompleto ou malformado: envie o arquivo de novo',
  NOT_FOUND: 'Arquivo não encontrado',
  UNKNOWN_ENTITY: 'Entidade de arquivo inválida',
  RECORD_NOT_FOUND: 'Registro do arquivo não encontrado',
  FORBIDDEN: 'Você não tem permissão para ver os arquivos deste registro',
  WRONG_TYPE: `Tipo de arquivo não permitido: envie ${FILE_TYPES.map((t) => t.label).join(', ')} (o conteúdo deve corresponder à extensão)`,
  UPLOADED: 'Arquivo enviado!',
  DELETED: 'Arquivo excluído!',
  CONFIRM_DELETE: 'Excluir este arquivo?',
} as const;
/** `maxBytes` as whole megabytes where it is a whole number. */
export const fileTooLargeMessage = (maxBytes: number) => `O arquivo é maior que o limite de ${formatBytes(maxBytes)}`;

/** 1536 → '1,5 KB'; 20971520 → '20 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
  return `${shown} ${units[unit]}`;
}

const entityName = z
  .string({ error: 'entity é obrigatório' })
  .trim()
  .min(1, 'entity é obrigatório')
  .max(40, 'entity inválido')
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'entity inválido')
  .transform((v) => v.toLowerCase());
const codid = z.coerce
  .number({ error: 'codid deve ser um número' })
  .int('codid deve ser um número inteiro')
  .positive('codid deve ser positivo')
  .max(2_147_483_647, 'codid inválido');

/** ?entity=course&codid=7 (the entity's name is case-insensitive: 'Course' is 'course'). */
export const fileOwnerQuerySchema = z.object({ entity: entityName, codid });
export type FileOwnerQuery = z.output<typeof fileOwnerQuerySchema>;

/** The stored key in a download url: letters, digits and dashes only (nothing that could name another path). */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export const storedFileSchema = recordSchema({
  entity: z.string(),
  codid: z.number().int(),
  /** The original name, sanitised. */
  name: z.string(),
  /** The type recognised from the content. */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Where to download it (GET, with the bearer token). */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
export const storedFileListSchema = z.array(storedFileSchema);

/** The upload's answer: `url` and `id` (what clients read), plus the rest of the stored file. */
export const uploadedFileSchema = storedFileSchema;
export type UploadedFile = StoredFile;
