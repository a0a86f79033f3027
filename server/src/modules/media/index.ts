/**
 * What other modules may use of media: preparing an upload (sniff, re-encode, variants), the media
 * rows their records point at, and the service and store that keep the files (backup reads them).
 */
export { goesLive, requireAltText, type ShownImage } from './alt.ts';
export { type PreparedMedia, prepareMedia, prepareUpload } from './pipeline.ts';
export { libraryFile, mediaByPaths, mediaExists } from './repository.ts';
export { MediaService } from './service.ts';
export { sniffEntryFile } from './sniff.ts';
export { type MediaStore, uploadName } from './store.ts';
