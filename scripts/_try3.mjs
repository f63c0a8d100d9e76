import fs from 'node:fs';
import { breakingChanges } from './check-breaking.mjs';
const a = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const b = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const notes = [];
const br = breakingChanges(a, b, notes);
for (const x of br) console.log('BREAK', x.rule, '|', x.where.replace(/ › content › application\/json › schema/,''), '|', x.what);
const seen = new Set();
for (const n of notes) { const w = n.where.split(' › '); const k = w.length <= 3 ? w.join(' ') : w.slice(1,3).join(' ') + ' … ' + w.at(-1); if (!seen.has(k)) { seen.add(k); console.log('NOTE', k); } }
