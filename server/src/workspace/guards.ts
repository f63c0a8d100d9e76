// The workspace's sender: what other domains read to name who their emails and pages come from.
import type { Services } from '../services.js';

export interface Sender {
  name: string;
  custom: boolean;
  email: string | null;
}

/** The sender name the workspace set, else its name; and its address. */
export async function senderOf(q: Services['db']['kysely'], workspaceId: string): Promise<Sender> {
  const ws = await q.selectFrom('workspaces').select(['name', 'email', 'sender_name']).where('id', '=', workspaceId).executeTakeFirstOrThrow();
  return { name: ws.sender_name ?? ws.name, custom: ws.sender_name !== null, email: ws.email };
}
