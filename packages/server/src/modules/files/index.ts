// The files module's public surface: the plugin (routes and app.files), the registry of the entities
// whose records have files, and the local storage a caller may hand the plugin.
export { registerFileEntity, type FileEntity } from './entities';
export { filesPlugin, type FilesOptions } from './routes';
export { createLocalStorage } from './storage/local';
export type { FileStorage } from './storage';
