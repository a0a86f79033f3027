/** What other modules may use of the files people send (CVs, form entries' files). */
export {
  cleanFileName,
  type FileOwner,
  filesOf,
  filesOfApplications,
  insertEntryFiles,
  type NewEntryFile,
  readEntryFile,
  sendEntryFile,
} from './repository.ts';
