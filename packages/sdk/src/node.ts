// `@dossier/sdk/node`: the core plus what needs Node's file system (Node, Bun, Deno), kept out of the core's
// import graph so a bundler for a browser or a worker never sees a `node:` import.
export * from './index.js';
export { fileFromPath } from './uploads.js';
