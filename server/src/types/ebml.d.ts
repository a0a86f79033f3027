/** The part of the `ebml` package (node-ebml 3, untyped) that modules/media/video.ts uses. */
declare module 'ebml' {
  import { Transform } from 'node:stream';
  export class Decoder extends Transform {}
}
