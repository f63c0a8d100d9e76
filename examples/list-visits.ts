// Walk every visit to your shared links with `for await`; pages are fetched as the loop reaches them.
//
//   DOSSIER_API_KEY=dsk_… npx tsx examples/list-visits.ts [documentId]
import { Dossier } from '@dossier/sdk';

const dossier = new Dossier();
const documentId = process.argv[2];

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

async function main() {
  let count = 0;
  let totalMs = 0;
  // `documentId` narrows the list to one document; without it every visit in the workspace is listed.
  for await (const view of dossier.views.list({ documentId, limit: 100 })) {
    count++;
    totalMs += view.totalMs;
    const who = view.viewerEmail ?? 'anonymous';
    const what = view.documentId ?? `room ${view.dataRoomId}`;
    console.log(
      `${view.openedAt ?? view.startedAt}  ${who.padEnd(28)} ${what}  ${duration(view.totalMs)}  ${Math.round(view.completion * 100)}% read`,
    );
  }
  console.log(`\n${count} visit(s), ${duration(totalMs)} of reading in total`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
