export { FilesPanel, type FilesPanelProps } from './files-panel';
export { filesApi, uploadFile, type UploadHandle } from './files-api';
