/** Text for XML answers (sitemap, RSS): escaped for element text and attribute values alike. */

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
/** Characters XML 1.0 allows nowhere, not even escaped: dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const xmlEscape = (s: string): string =>
  s.replace(FORBIDDEN, '').replace(/[<>&'"]/g, (c) => ENTITIES[c]!);
