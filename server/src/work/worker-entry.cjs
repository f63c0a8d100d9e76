// The pool's entry file, CommonJS on purpose. Piscina require()s its worker file first, and on Node 20 require()
// of an ES module instantiates it synchronously: a worker terminated in the middle of that (a job past its time
// budget, the pool closing) aborts the whole process on a V8 check. This file imports the worker asynchronously
// instead, the built one (dist/work/worker.js) or, from the sources, the one loaded through tsx.
const fs = require('node:fs');
const path = require('node:path');

const built = fs.existsSync(path.join(__dirname, 'worker.js'));
module.exports = import(built ? './worker.js' : './source-worker.mjs').then((m) => m.default);
